/** Spec 3 quote statuses. */
export const QUOTE_STATUSES = ['ACCEPTED', 'REJECTED', 'NEW', 'PROPOSED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
