import { apiPath, authRouteTable, type RouteEntry } from '@relais/contract/routes/auth';
import type { SecondFactorChallenge, TokenResponse } from '@relais/domain/rules';
import { hasSsoCookie } from './cookies';
import { errorFromResponse, send, type ApiError } from './http';
import { readItem, STORAGE_KEYS, writeItem } from './storage';
import { uuid } from './uuid';

/**
 * The session: the access token lives in memory only (never in storage); the refresh token is
 * an HttpOnly cookie the browser sends to /api/auth. Refreshes are single-flight.
 */
export type Session = {
  token: string;
  userId: string;
  expiresInS: number;
  obtainedAt: number;
  /** A support session (staff acting as this user after a helpdesk link): the 'Support' banner shows. */
  support: boolean;
  /** A client user's session (the access token's `role`): none of an assistant's calls are made for it. */
  client?: boolean;
  /** A member of the provider's staff (the token's `role`): the console at /staff, no assistant call. */
  staff?: boolean;
};

let session: Session | null = null;
const listeners = new Set<() => void>();

const set = (next: Session | null): void => {
  session = next;
  if (next) {
    writeItem(STORAGE_KEYS.lastUserId, next.userId);
    writeItem(STORAGE_KEYS.lastSupport, next.support ? '1' : null);
    writeItem(STORAGE_KEYS.lastClient, next.client ? '1' : null);
    writeItem(STORAGE_KEYS.logoutPending, null);
  }
  for (const l of listeners) l();
};

export const getSession = (): Session | null => session;
/** The user of the last session on this browser (no secret: the outbox uses it while offline). */
export const lastUserId = (): string | null => readItem(STORAGE_KEYS.lastUserId);
/** Whether the last session on this browser was a support session (helpdesk link). */
export const lastWasSupport = (): boolean => readItem(STORAGE_KEYS.lastSupport) === '1';
/**
 * Whether the signed-in user is a client user: the session's, else the last session's on this
 * browser (a start reads before the session is restored). A client's app asks nothing it is refused.
 */
export const isClientSession = (): boolean => session?.client ?? readItem(STORAGE_KEYS.lastClient) === '1';
/** Whether the signed-in user is provider staff (the session's role; the server checks every call). */
export const isStaffSession = (): boolean => session?.staff === true;
export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The `role` claim of an access token (read, not verified: the server checks every call). */
const roleOf = (token: string): unknown => {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return claims.role;
  } catch {
    return undefined;
  }
};

const fromTokens = (tokens: TokenResponse): Session => ({
  token: tokens.access_token,
  userId: tokens.userId,
  expiresInS: tokens.expires_in,
  obtainedAt: Date.now(),
  support: tokens.support === true,
  client: roleOf(tokens.access_token) === 'CLIENT',
  staff: roleOf(tokens.access_token) === 'STAFF',
});

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** One of the session's calls: outside `call()`, as they carry no bearer token and never refresh. */
const sendAuth = (route: RouteEntry, init: RequestInit): Promise<Response> =>
  send(apiPath(route), { method: route.method, credentials: 'same-origin', ...init });

/** `challenge`: a right password on an account with two-step sign-in; the code step follows. */
export type SignInResult =
  | { ok: true; session: Session }
  | { ok: false; error: ApiError; challenge?: undefined }
  | { ok: false; challenge: string };

const signInCall = async (route: RouteEntry, body: object): Promise<SignInResult> => {
  try {
    const res = await sendAuth(route, {
      headers: { ...JSON_HEADERS, 'idempotency-key': uuid() },
      body: JSON.stringify(body),
    });
    if (!res.ok) return { ok: false, error: await errorFromResponse(res) };
    const answer = (await res.json()) as TokenResponse | SecondFactorChallenge;
    if ('challenge' in answer) return { ok: false, challenge: answer.challenge };
    const next = fromTokens(answer);
    set(next);
    return { ok: true, session: next };
  } catch (error) {
    return { ok: false, error: error as ApiError };
  }
};

export const signIn = (username: string, password: string): Promise<SignInResult> =>
  signInCall(authRouteTable.signIn, { username: username.trim(), password });

/** The code step of a two-step sign-in: the challenge and a code of the app or a recovery code. */
export const signInSecondFactor = (challenge: string, code: string): Promise<SignInResult> =>
  signInCall(authRouteTable.signInSecondFactor, { challenge, code: code.trim() });

/** A sign-in that never asks for a second factor (a helpdesk link: support acts for the assistant). */
export type DirectSignInResult = Exclude<SignInResult, { challenge: string }>;

const directSignIn = async (route: RouteEntry, body: object): Promise<DirectSignInResult> => {
  try {
    const res = await sendAuth(route, {
      headers: { ...JSON_HEADERS, 'idempotency-key': uuid() },
      body: JSON.stringify(body),
    });
    if (!res.ok) return { ok: false, error: await errorFromResponse(res) };
    const next = fromTokens((await res.json()) as TokenResponse);
    set(next);
    return { ok: true, session: next };
  } catch (error) {
    return { ok: false, error: error as ApiError };
  }
};

/**
 * Sign-in with an identity provider's ID token (Google): the same session as `signIn`, or the same
 * challenge when the account has two-step sign-in on.
 */
export const signInWithIdToken = (idToken: string): Promise<SignInResult> =>
  signInCall(authRouteTable.oauthSignIn, { idToken, authProvider: 'google' });

/** Exchanges a helpdesk link (`login`, `random`) for a support session of that assistant. */
export const signInWithHelpdesk = (login: string, random: string): Promise<DirectSignInResult> =>
  directSignIn(authRouteTable.helpdeskSignIn, { login, random });
/** Takes the session another call opened (a subscription link's POST /auth/register) as the sign-in's. */
export const adoptSession = (tokens: TokenResponse): Session => {
  const next = fromTokens(tokens);
  set(next);
  return next;
};

export type RefreshOutcome = 'ok' | 'denied' | 'offline';
/** A refresh that hangs (a connection that never answers) must not hold every call and the outbox. */
export const REFRESH_TIMEOUT_MS = 20_000;
let refreshing: Promise<RefreshOutcome> | null = null;

/** One refresh at a time across tabs: the server treats a reused refresh token as theft. */
const acrossTabs = <T>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('relais-session-refresh', run).then((result) => result)
    : run();

/** Gets a new access token from the refresh cookie: 'denied' when the session cannot be restored. */
export const refreshSession = (): Promise<RefreshOutcome> => {
  refreshing ??= acrossTabs(async (): Promise<RefreshOutcome> => {
    // a timer rather than AbortSignal.timeout, which Safari before 16 lacks
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), REFRESH_TIMEOUT_MS);
    try {
      const post = () =>
        sendAuth(authRouteTable.refreshToken, {
          headers: { accept: 'application/json', 'idempotency-key': uuid() },
          signal: timeout.signal,
        });
      // a burst of refreshes from this device (another tab, an interrupted page) within the server's
      // grace each get a live token of the session, so whichever cookie the jar keeps works
      const res = await post();
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
      clearTimeout(timer);
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
  if (logoutPending()) {
    await revoke();
    return false;
  }
  return (await refreshSession()) !== 'denied';
};

/** A logout made offline whose revocation has not reached the server yet (the cookie is still there). */
export const logoutPending = (): boolean => readItem(STORAGE_KEYS.logoutPending) !== null;

/** POST /auth/logout; with no answer the logout stays pending and is sent at the next start. */
const revoke = async (): Promise<void> => {
  try {
    await sendAuth(authRouteTable.logout, {
      headers: { accept: 'application/json', 'idempotency-key': uuid() },
    });
    writeItem(STORAGE_KEYS.logoutPending, null);
  } catch {
    writeItem(STORAGE_KEYS.logoutPending, '1');
  }
};

/** Revokes the refresh cookie (best effort) and forgets the token. */
export const logout = async (): Promise<void> => {
  const hadSession = session !== null || hasSsoCookie();
  set(null);
  if (!hadSession) return;
  // offline: kept as pending and sent at the next start, so the cookie cannot restore the session
  await revoke();
};

/** Forgets the token locally, without a call (used when a refresh has just failed). */
export const dropSession = (): void => set(null);
