import { readItem, writeItem } from '../../../lib/storage';
import { safeRedirect } from '../redirect';

/*
 * Google sign-in without Google's script: the OpenID Connect redirect flow (`response_type=id_token`)
 * to Google's authorisation address (configurable: GOOGLE_AUTH_URL, a local stand-in in the browser
 * tests). Google sends the browser back to /login with the ID token in the fragment; this module
 * checks the state and nonce it kept for this tab and hands the token to the server, which verifies
 * it against Google's published keys. Loaded only when the button is tapped or the fragment is there.
 */

/** This tab's pending sign-in (sessionStorage: it ends with the tab). */
const PENDING_KEY = 'relais.googleSignIn';

type Pending = { state: string; nonce: string; redirect: string };

const randomText = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) =>
    c === '+' ? '-' : c === '/' ? '_' : '',
  );
};

/** Sends the browser to Google's sign-in. */
export const startGoogleSignIn = (authUrl: string, clientId: string, redirect: string | null): void => {
  const pending: Pending = { state: randomText(), nonce: randomText(), redirect: safeRedirect(redirect) };
  writeItem(PENDING_KEY, JSON.stringify(pending), 'session');
  const url = new URL(authUrl);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${window.location.origin}/login`,
    response_type: 'id_token',
    scope: 'openid email',
    state: pending.state,
    nonce: pending.nonce,
    prompt: 'select_account',
  }).toString();
  window.location.assign(url.href);
};

/** The payload of a JWT, read without verifying it (the server verifies): only to compare the nonce. */
const claimsOf = (token: string): Record<string, unknown> => {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export type GoogleReturn =
  { kind: 'token'; idToken: string; redirect: string } | { kind: 'refused' } | { kind: 'none' };

/** What Google sent back in the fragment (and forgets it: the token leaves the address bar at once). */
export const readGoogleReturn = (hash: string): GoogleReturn => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('id_token') && !params.has('error')) return { kind: 'none' };
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  const raw = readItem(PENDING_KEY, 'session');
  writeItem(PENDING_KEY, null, 'session');
  let pending: Pending | null = null;
  try {
    pending = raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    pending = null;
  }
  const idToken = params.get('id_token');
  if (!pending || !idToken || params.get('state') !== pending.state) return { kind: 'refused' };
  if (claimsOf(idToken)['nonce'] !== pending.nonce) return { kind: 'refused' };
  return { kind: 'token', idToken, redirect: pending.redirect };
};
