import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './routes';
import { sessionLostPath } from './session-lost';

/** Where a session lost on `path` sends her, as the route table says (matching only, no loader run). */
const lostOn = (path: string) => {
  const url = new URL(path, 'http://relais.test');
  const matches = matchRoutes(routes, url.pathname) ?? [];
  return sessionLostPath({ location: { pathname: url.pathname, search: url.search }, matches });
};

describe('sessionLostPath', () => {
  it('sends her to sign in, coming back to where she was', () => {
    expect(lostOn('/activity/invoices?month=2026-03')).toBe(
      `/login?redirect=${encodeURIComponent('/activity/invoices?month=2026-03')}`,
    );
    expect(lostOn('/')).toBe('/login');
  });

  it('leaves her on the pages whose route says they need no session', () => {
    expect(lostOn('/login?redirect=%2Fhome')).toBeNull();
    // the email change's cancel page ends every session itself, and says so once it is done
    expect(lostOn('/email-change/cancel?token=t')).toBeNull();
    expect(lostOn('/skills/a-prospect-link')).toBeNull();
  });
});
