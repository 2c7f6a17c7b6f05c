import type { ErrorCode } from '../errors/error-codes';
import { divideRounded, quantityAmountCents, VAT_RATE_PERCENT } from '../money/money.rules';

/** Spec 3 quote statuses. */
export const QUOTE_STATUSES = ['ACCEPTED', 'REJECTED', 'NEW', 'PROPOSED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** How a quote was answered: by a signed-in client user, or by the holder of a signed link. */
export const QUOTE_ANSWER_CHANNELS = ['CLIENT_USER', 'LINK'] as const;
export type QuoteAnswerChannel = (typeof QUOTE_ANSWER_CHANNELS)[number];

/** A signed quote link lives 30 days, and never past the quote's last valid day. */
export const QUOTE_LINK_TTL_DAYS = 30;

/** One line of a quote, in cents; quantity has at most two decimals. */
export type QuoteLineCents = { quantity: number; unitPriceCents: number };

/** A line's amount: quantity x unit price, rounded to the cent (decisions "Money"). */
export const quoteLineAmountCents = (line: QuoteLineCents): number =>
  quantityAmountCents(line.quantity, line.unitPriceCents);

export type QuoteTotalsCents = { taxFreeCents: number; vatCents: number; withTaxCents: number };

/**
 * A quote's totals: the sum of its line amounts without tax, the provider's VAT (20 %, a company
 * always invoices with VAT) rounded once on the total, and the total with tax.
 */
export const quoteTotalsCents = (lines: readonly QuoteLineCents[]): QuoteTotalsCents => {
  const taxFreeCents = lines.reduce((sum, l) => sum + quoteLineAmountCents(l), 0);
  const vatCents = divideRounded(taxFreeCents * VAT_RATE_PERCENT, 100);
  return { taxFreeCents, vatCents, withTaxCents: taxFreeCents + vatCents };
};

/** A quote is valid through its `validUntil` day (business date, inclusive); no date: no end. */
export const isQuoteExpired = (validUntil: string | null, today: string): boolean =>
  validUntil !== null && today > validUntil;

/**
 * Why this quote cannot be answered today, or null: answered already (once only), not proposed to
 * the client yet, or past its validity.
 */
export const quoteAnswerError = (
  quote: { status: QuoteStatus; validUntil: string | null },
  today: string,
): ErrorCode | null => {
  if (quote.status === 'ACCEPTED' || quote.status === 'REJECTED') return 'quote_already_answered';
  if (quote.status !== 'PROPOSED') return 'quote_not_proposed';
  if (isQuoteExpired(quote.validUntil, today)) return 'quote_expired';
  return null;
};

/** Whether the client may still answer it (the page offers Accept / Refuse). */
export const canAnswerQuote = (quote: { status: QuoteStatus; validUntil: string | null }, today: string) =>
  quoteAnswerError(quote, today) === null;
