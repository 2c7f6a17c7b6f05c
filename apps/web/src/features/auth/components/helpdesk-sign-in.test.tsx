import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { dropSession, getSession } from '../../../lib/session';
import { LoginScreen } from './login-screen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const HELPDESK = '?helpdesk=true&login=demo%40relais.test&random=abc123';

describe('/login with a helpdesk link', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    dropSession();
    vi.unstubAllGlobals();
  });

  it('exchanges the link once (even under StrictMode) for a support session and goes home', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(200, { access_token: 'tok', expires_in: 900, userId: 'demo', support: true }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSignedIn = vi.fn();
    render(
      <StrictMode>
        <LoginScreen search={HELPDESK} onSignedIn={onSignedIn} />
      </StrictMode>,
    );
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/'));
    // the screen also asks which other sign-in methods exist: only the exchange counts here
    const exchanges = fetch.mock.calls.filter(([url]) => url.endsWith('/auth/helpdesk'));
    expect(exchanges).toHaveLength(1);
    const [url, init] = exchanges[0] ?? [];
    expect(url).toBe('/api/auth/helpdesk');
    expect(JSON.parse(init?.body as string)).toEqual({ login: 'demo@relais.test', random: 'abc123' });
    expect(getSession()).toMatchObject({ userId: 'demo', support: true });
  });

  it('says a used or expired link is invalid, and keeps the sign-in form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, errorCode: 'helpdesk_link_invalid', message: 'x' })),
    );
    const onSignedIn = vi.fn();
    render(<LoginScreen search={HELPDESK} onSignedIn={onSignedIn} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This support link is invalid, expired or already used. Ask for a new one.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('does nothing without a helpdesk query', () => {
    const fetch = vi.fn(async (_url: string) => json(200, {}));
    vi.stubGlobal('fetch', fetch);
    render(<LoginScreen search="?login=demo%40relais.test" onSignedIn={() => {}} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/auth/helpdesk'))).toHaveLength(0);
  });
});
