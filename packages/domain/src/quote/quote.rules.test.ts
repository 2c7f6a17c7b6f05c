import { describe, expect, it } from 'vitest';
import {
  canAnswerQuote,
  isQuoteExpired,
  quoteAnswerError,
  quoteLineAmountCents,
  quoteTotalsCents,
} from './quote.rules';

describe('quote lines and totals (decisions "Money")', () => {
  it('prices a line as quantity x unit price, to the cent, halves toward zero', () => {
    expect(quoteLineAmountCents({ quantity: 12, unitPriceCents: 3_750 })).toBe(45_000);
    // 1.5 x 0.33 = 0.495 -> 0.49 (exact half toward zero)
    expect(quoteLineAmountCents({ quantity: 1.5, unitPriceCents: 33 })).toBe(49);
    // 2.25 x 10.01 = 22.5225 -> 22.52
    expect(quoteLineAmountCents({ quantity: 2.25, unitPriceCents: 1_001 })).toBe(2_252);
  });

  it('sums the lines, then rounds the 20 % VAT once on the total', () => {
    expect(
      quoteTotalsCents([
        { quantity: 12, unitPriceCents: 3_750 },
        { quantity: 1, unitPriceCents: 3 },
      ]),
    ).toEqual({ taxFreeCents: 45_003, vatCents: 9_001, withTaxCents: 54_004 });
    // a 62-cent total: 12.4 cents of VAT -> 12
    expect(quoteTotalsCents([{ quantity: 1, unitPriceCents: 62 }]).vatCents).toBe(12);
    expect(quoteTotalsCents([])).toEqual({ taxFreeCents: 0, vatCents: 0, withTaxCents: 0 });
  });
});

describe('answering a quote', () => {
  const today = '2026-03-11';
  it('is valid through its last day, and has no end without one', () => {
    expect(isQuoteExpired('2026-03-11', today)).toBe(false);
    expect(isQuoteExpired('2026-03-10', today)).toBe(true);
    expect(isQuoteExpired(null, today)).toBe(false);
  });

  it('is allowed once, only for a proposed quote within validity', () => {
    expect(quoteAnswerError({ status: 'PROPOSED', validUntil: '2026-03-11' }, today)).toBeNull();
    expect(canAnswerQuote({ status: 'PROPOSED', validUntil: null }, today)).toBe(true);
    expect(quoteAnswerError({ status: 'ACCEPTED', validUntil: null }, today)).toBe('quote_already_answered');
    expect(quoteAnswerError({ status: 'REJECTED', validUntil: null }, today)).toBe('quote_already_answered');
    expect(quoteAnswerError({ status: 'NEW', validUntil: null }, today)).toBe('quote_not_proposed');
    expect(quoteAnswerError({ status: 'PROPOSED', validUntil: '2026-03-10' }, today)).toBe('quote_expired');
    expect(canAnswerQuote({ status: 'PROPOSED', validUntil: '2026-03-10' }, today)).toBe(false);
  });
});
