import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { ExternalSignIn } from './external-sign-in';

const options = (value: object) =>
  vi.fn(async () => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }));

describe('the SSO and Google buttons', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('show only what the server has configured; SSO keeps the redirect asked', async () => {
    vi.stubGlobal('fetch', options({ sso: true, googleClientId: null, googleAuthUrl: null }));
    render(<ExternalSignIn search="?redirect=%2Fmissions" onSignedIn={() => {}} onChallenge={() => {}} />);
    const sso = await screen.findByRole('link', { name: 'Sign in with your organisation (SSO)' });
    expect(sso.getAttribute('href')).toBe('/api/auth/sso/start?redirect=%2Fmissions');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('show the Google button when a client id is configured', async () => {
    vi.stubGlobal(
      'fetch',
      options({ sso: false, googleClientId: 'c', googleAuthUrl: 'https://accounts.example/auth' }),
    );
    render(<ExternalSignIn search="" onSignedIn={() => {}} onChallenge={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('translate why single sign-on came back to /login', async () => {
    vi.stubGlobal('fetch', options({ sso: true, googleClientId: null, googleAuthUrl: null }));
    render(<ExternalSignIn search="?sso-error=unknown" onSignedIn={() => {}} onChallenge={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/No Relais account uses this email/);
  });

  it('show nothing when neither is configured', async () => {
    const fetch = options({ sso: false, googleClientId: null, googleAuthUrl: null });
    vi.stubGlobal('fetch', fetch);
    const { container } = render(<ExternalSignIn search="" onSignedIn={() => {}} onChallenge={() => {}} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it("hand Google's token to the server and pass on its two-step challenge with the page asked", async () => {
    const nonce = 'n-1';
    const claims = btoa(JSON.stringify({ nonce })).replace(/=+$/, '');
    sessionStorage.setItem(
      'relais.googleSignIn',
      JSON.stringify({ state: 's-1', nonce, redirect: '/missions' }),
    );
    window.history.replaceState(null, '', `/login#id_token=h.${claims}.sig&state=s-1`);
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/auth/oauthsignin/assistant')
        ? new Response(
            JSON.stringify({ secondFactor: true, challenge: 'google-challenge', expires_in: 300 }),
            {
              headers: { 'content-type': 'application/json' },
            },
          )
        : new Response(
            JSON.stringify({ sso: false, googleClientId: 'c', googleAuthUrl: 'https://a.example/auth' }),
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
    );
    vi.stubGlobal('fetch', fetch);
    const onChallenge = vi.fn();
    const onSignedIn = vi.fn();
    render(<ExternalSignIn search="" onSignedIn={onSignedIn} onChallenge={onChallenge} />);
    await vi.waitFor(() => expect(onChallenge).toHaveBeenCalledWith('google-challenge', '/missions'));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });
});
