import type { TokenResponse } from '@relais/domain';
import { hasSsoCookie } from './cookies';
import { errorFromResponse, send, type ApiError } from './http';
import { uuid } from './uuid';

/**
 * The session: the access token lives in memory only (never in storage); the refresh token is
 * an HttpOnly cookie the browser sends to /api/auth. Refreshes are single-flight.
 */
export type Session = { token: string; userId: string; expiresInS: number; obtainedAt: number };

let session: Session | null = null;
const listeners = new Set<() => void>();

const set = (next: Session | null): void => {
  session = next;
  for (const l of listeners) l();
};

export const getSession = (): Session | null => session;
export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const fromTokens = (tokens: TokenResponse): Session => ({
  token: tokens.access_token,
  userId: tokens.userId,
  expiresInS: tokens.expires_in,
  obtainedAt: Date.now(),
});

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export type SignInResult = { ok: true; session: Session } | { ok: false; error: ApiError };

export const signIn = async (username: string, password: string): Promise<SignInResult> => {
  try {
    const res = await send('/api/auth/signin/assistant', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...JSON_HEADERS, 'idempotency-key': uuid() },
      body: JSON.stringify({ username: username.trim(), password }),
    });
    if (!res.ok) return { ok: false, error: await errorFromResponse(res) };
    const next = fromTokens((await res.json()) as TokenResponse);
    set(next);
    return { ok: true, session: next };
  } catch (error) {
    return { ok: false, error: error as ApiError };
  }
};

export type RefreshOutcome = 'ok' | 'denied' | 'offline';
let refreshing: Promise<RefreshOutcome> | null = null;

/** Gets a new access token from the refresh cookie: 'denied' when the session cannot be restored. */
export const refreshSession = (): Promise<RefreshOutcome> => {
  refreshing ??= (async () => {
    try {
      const res = await send('/api/auth/refreshToken', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'idempotency-key': uuid() },
      });
      if (res.status === 503) return 'offline';
      if (!res.ok) {
        set(null);
        return 'denied';
      }
      set(fromTokens((await res.json()) as TokenResponse));
      return 'ok';
    } catch {
      return 'offline';
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
};

/** A session exists in memory, or can be restored from the cookie. */
export const ensureSession = async (): Promise<boolean> => {
  if (session) return true;
  if (!hasSsoCookie()) return false;
  return (await refreshSession()) === 'ok';
};

/** Revokes the refresh cookie (best effort) and forgets the token. */
export const logout = async (): Promise<void> => {
  const hadSession = session !== null || hasSsoCookie();
  set(null);
  if (!hadSession) return;
  try {
    await send('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'idempotency-key': uuid() },
    });
  } catch {
    // offline: the cookie expires on its own; the token is already gone
  }
};

/** Forgets the token locally, without a call (used when a refresh has just failed). */
export const dropSession = (): void => set(null);
