import type { QuoteDetail } from '@relais/domain/rules';

/** What the quote page shows under the totals: the answer, the expiry, or the two buttons. */
export type QuoteFooter =
  | { kind: 'answered'; accepted: boolean; at: string }
  | { kind: 'expired'; validUntil: string }
  | { kind: 'answerable' }
  | { kind: 'none' };

/** The page's footer for a quote: the server's `answerable` decides, the dates explain why not. */
export const quoteFooter = (
  q: Pick<QuoteDetail, 'status' | 'answeredAt' | 'answerable' | 'validUntil'>,
): QuoteFooter => {
  if ((q.status === 'ACCEPTED' || q.status === 'REJECTED') && q.answeredAt)
    return { kind: 'answered', accepted: q.status === 'ACCEPTED', at: q.answeredAt };
  if (q.answerable) return { kind: 'answerable' };
  if (q.status === 'PROPOSED' && q.validUntil) return { kind: 'expired', validUntil: q.validUntil };
  return { kind: 'none' };
};
