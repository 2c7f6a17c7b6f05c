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
    render(<ExternalSignIn search="?redirect=%2Fmissions" onSignedIn={() => {}} />);
    const sso = await screen.findByRole('link', { name: 'Sign in with your organisation (SSO)' });
    expect(sso.getAttribute('href')).toBe('/api/auth/sso/start?redirect=%2Fmissions');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('show the Google button when a client id is configured', async () => {
    vi.stubGlobal(
      'fetch',
      options({ sso: false, googleClientId: 'c', googleAuthUrl: 'https://accounts.example/auth' }),
    );
    render(<ExternalSignIn search="" onSignedIn={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('translate why single sign-on came back to /login', async () => {
    vi.stubGlobal('fetch', options({ sso: true, googleClientId: null, googleAuthUrl: null }));
    render(<ExternalSignIn search="?sso-error=unknown" onSignedIn={() => {}} />);
    expect(screen.getByRole('alert').textContent).toMatch(/No Relais account uses this email/);
  });

  it('show nothing when neither is configured', async () => {
    const fetch = options({ sso: false, googleClientId: null, googleAuthUrl: null });
    vi.stubGlobal('fetch', fetch);
    const { container } = render(<ExternalSignIn search="" onSignedIn={() => {}} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
