import { z } from 'zod';
import { QUOTE_STATUSES } from './quote.rules';

/** A quote (estimate) of a client, as far as the mission page shows it. */
export const quoteSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** euros, tax free */
  amount: z.number(),
  /** Planned hours per month, when the quote says so. */
  monthlyHours: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  validUntil: z.iso.date().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;
