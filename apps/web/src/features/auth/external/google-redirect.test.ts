import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGoogleReturn, startGoogleSignIn } from './google-redirect';

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWithNonce = (nonce: string) => `${b64url({ alg: 'RS256' })}.${b64url({ nonce })}.sig`;

/** Starts a flow (the navigation is caught) and returns what it asked Google for. */
const started = (redirect: string | null = null): URL => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: 'https://relais.example', assign });
  startGoogleSignIn('https://accounts.example/o/oauth2/v2/auth', 'client-1', redirect);
  vi.unstubAllGlobals();
  return new URL(String(assign.mock.calls[0]?.[0]));
};

describe("Google sign-in's redirect flow", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('asks for an ID token with a state and a nonce, back to /login', () => {
    const url = started();
    expect(url.origin + url.pathname).toBe('https://accounts.example/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('redirect_uri')).toBe('https://relais.example/login');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThan(20);
  });

  it('hands over the token when state and nonce are the ones this tab sent, once', () => {
    const url = started('/missions');
    const hash = `#id_token=${tokenWithNonce(url.searchParams.get('nonce') ?? '')}&state=${url.searchParams.get('state') ?? ''}`;
    expect(readGoogleReturn(hash)).toMatchObject({ kind: 'token', redirect: '/missions' });
    expect(readGoogleReturn(hash)).toEqual({ kind: 'refused' });
  });

  it('refuses another state, another nonce, and an error from Google', () => {
    const url = started();
    const nonce = url.searchParams.get('nonce') ?? '';
    const state = url.searchParams.get('state') ?? '';
    expect(readGoogleReturn(`#id_token=${tokenWithNonce(nonce)}&state=forged`)).toEqual({ kind: 'refused' });
    const again = started();
    expect(
      readGoogleReturn(`#id_token=${tokenWithNonce('other')}&state=${again.searchParams.get('state') ?? ''}`),
    ).toEqual({ kind: 'refused' });
    expect(readGoogleReturn(`#error=access_denied&state=${state}`)).toEqual({ kind: 'refused' });
  });

  it('ignores a fragment that is not a sign-in', () => {
    expect(readGoogleReturn('#main')).toEqual({ kind: 'none' });
  });
});
