import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX } from '@relais/contract';
import './types';

/** HttpOnly refresh cookie, only sent to /api/auth (the refresh and logout calls). */
export const REFRESH_COOKIE = 'relais_refresh';
/** Readable flag telling the app a session may be restored with a refresh. */
export const SSO_COOKIE = 'relais_sso';
export const REFRESH_PATH = `${API_PREFIX}/auth`;

/**
 * Sets a new session's cookies on an answer: the refresh token and the readable `relais_sso` flag,
 * for `maxAge` seconds. Every call that opens a session (password sign-in, helpdesk link) uses it.
 */
export const setSessionCookies = (
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  maxAge: number,
): void => {
  const base = { secure: app.appConfig.cookieSecure, sameSite: 'strict' as const };
  void reply.setCookie(REFRESH_COOKIE, token, { ...base, httpOnly: true, path: REFRESH_PATH, maxAge });
  void reply.setCookie(SSO_COOKIE, '1', { ...base, httpOnly: false, path: '/', maxAge });
};
