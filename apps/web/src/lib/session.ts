import type { TokenResponse } from '@relais/domain';
import { hasSsoCookie } from './cookies';
import { errorFromResponse, send, type ApiError } from './http';
import { readItem, STORAGE_KEYS, writeItem } from './storage';
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
  if (next) writeItem(STORAGE_KEYS.lastUserId, next.userId);
  for (const l of listeners) l();
};

export const getSession = (): Session | null => session;
/** The user of the last session on this browser (no secret: the outbox uses it while offline). */
export const lastUserId = (): string | null => readItem(STORAGE_KEYS.lastUserId);
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

/** One refresh at a time across tabs: the server treats a reused refresh token as theft. */
const acrossTabs = <T>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('relais-session-refresh', run).then((result) => result)
    : run();

/** Gets a new access token from the refresh cookie: 'denied' when the session cannot be restored. */
export const refreshSession = (): Promise<RefreshOutcome> => {
  refreshing ??= acrossTabs(async (): Promise<RefreshOutcome> => {
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
  });
  return refreshing;
};

/**
 * A session exists in memory, or can be restored from the cookie. With no network the cookie is
 * trusted (offline mode, spec 4): screens show their cached data and actions wait in the outbox.
 */
export const ensureSession = async (): Promise<boolean> => {
  if (session) return true;
  if (!hasSsoCookie()) return false;
  return (await refreshSession()) !== 'denied';
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
