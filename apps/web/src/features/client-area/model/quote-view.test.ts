import { describe, expect, it } from 'vitest';
import { quoteFooter } from './quote-view';

describe('the quote page footer', () => {
  it('shows the answer once answered, the buttons while answerable, the expiry after it', () => {
    expect(
      quoteFooter({
        status: 'ACCEPTED',
        answeredAt: '2026-03-11T09:00:00Z',
        answerable: false,
        validUntil: null,
      }),
    ).toEqual({ kind: 'answered', accepted: true, at: '2026-03-11T09:00:00Z' });
    expect(
      quoteFooter({
        status: 'REJECTED',
        answeredAt: '2026-03-11T09:00:00Z',
        answerable: false,
        validUntil: null,
      }),
    ).toMatchObject({ kind: 'answered', accepted: false });
    expect(
      quoteFooter({ status: 'PROPOSED', answeredAt: null, answerable: true, validUntil: '2026-04-11' }),
    ).toEqual({
      kind: 'answerable',
    });
    expect(
      quoteFooter({ status: 'PROPOSED', answeredAt: null, answerable: false, validUntil: '2026-03-10' }),
    ).toEqual({
      kind: 'expired',
      validUntil: '2026-03-10',
    });
    // answered before answers were dated: no date to show, no buttons either
    expect(
      quoteFooter({ status: 'ACCEPTED', answeredAt: null, answerable: false, validUntil: null }),
    ).toEqual({
      kind: 'none',
    });
  });
});
