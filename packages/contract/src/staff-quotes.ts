import { z } from 'zod';
import { QUOTE_STATUSES } from '@relais/domain';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's quotes (issue 28): quotes by client and status. The signed link of a
 * proposed quote is the existing staff call (createQuoteLink).
 */

/** GET /staff/quotes: filters, paging (page 0-based, size 1..100, default 25). */
export const staffQuotesQuerySchema = z.object({
  clientId: z.string().min(1).max(100).optional(),
  status: z.enum(QUOTE_STATUSES).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffQuotesQuery = z.infer<typeof staffQuotesQuerySchema>;

export const staffQuoteItemSchema = z.object({
  quoteId: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  number: z.string(),
  title: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** Euros, tax-free. */
  amount: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  validUntil: z.iso.date().nullable(),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffQuoteItem = z.infer<typeof staffQuoteItemSchema>;

export const staffQuotePageSchema = z.object({
  items: z.array(staffQuoteItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** When the oldest quote of these filters was made; null when none. */
  oldestAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffQuotePage = z.infer<typeof staffQuotePageSchema>;

export const listStaffQuotes = defineRoute({
  ...routeTable.listStaffQuotes,
  summary: 'Staff: quotes by client (name, then oldest first), filtered by client and status, paged',
  auth: 'staff',
  permission: 'operations',
  query: staffQuotesQuerySchema,
  response: staffQuotePageSchema,
  errors: [...signedInErrors, 'validation_failed'],
});

export const staffQuoteRoutes = [listStaffQuotes] as const;
