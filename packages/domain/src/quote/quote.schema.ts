import { z } from 'zod';
import { QUOTE_ANSWER_CHANNELS, QUOTE_STATUSES } from './quote.rules';

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
  /** When its client accepted or refused it; null while unanswered. */
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** One line of a quote: amounts in euros (the amount is quantity x unit price, domain rule). */
export const quoteLineSchema = z.object({
  label: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** A quote as its client reads it on the quote page: lines, totals, who it is for, the answer. */
export const quoteDetailSchema = quoteSchema.extend({
  clientName: z.string(),
  lines: z.array(quoteLineSchema),
  /** euros: without tax (= amount), VAT, with tax */
  totals: z.object({ taxFree: z.number(), vat: z.number(), withTax: z.number() }),
  answeredVia: z.enum(QUOTE_ANSWER_CHANNELS).nullable(),
  /** Whether the client may still answer it today (PROPOSED and within validity). */
  answerable: z.boolean(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/** The client's answer to a quote. */
export const quoteAnswerBodySchema = z.object({ accepted: z.boolean() });
export type QuoteAnswerBody = z.infer<typeof quoteAnswerBodySchema>;

/** A signed quote link made by staff: the page's path with its token, and its expiry. */
export const quoteLinkSchema = z.object({
  path: z.string(),
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type QuoteLink = z.infer<typeof quoteLinkSchema>;

/**
 * A premium request waiting for the client's answer (GET /client/premium-requests), with what it
 * costs: the planned minutes (`duration`) at the assistant's active premium hourly rate with that
 * client (euros, without tax), and their amount (euros, without tax); both null when she has none.
 */
export const clientPremiumRequestSchema = z.object({
  eventId: z.string(),
  assistantName: z.string(),
  label: z.string(),
  remote: z.boolean(),
  startDate: z.iso.datetime({ offset: true }),
  duration: z.number(),
  premiumHourlyRate: z.number().nullable(),
  amount: z.number().nullable(),
});
export type ClientPremiumRequest = z.infer<typeof clientPremiumRequestSchema>;
