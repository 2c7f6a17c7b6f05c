import { describe, expect, it } from 'vitest';
import { sessionLostPath } from './redirect';

describe('sessionLostPath', () => {
  it('sends her to sign in, coming back to where she was', () => {
    expect(sessionLostPath('/activity/invoices', '?month=2026-03')).toBe(
      `/login?redirect=${encodeURIComponent('/activity/invoices?month=2026-03')}`,
    );
    expect(sessionLostPath('/', '')).toBe('/login');
  });

  it('leaves her on a page that needs no session (the cancel page ends every session itself)', () => {
    expect(sessionLostPath('/login', '?redirect=%2Fhome')).toBeNull();
    expect(sessionLostPath('/email-change/cancel', '')).toBeNull();
  });
});
