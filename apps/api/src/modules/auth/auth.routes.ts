import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, logout, refreshToken, signIn, signInSecondFactor } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { AuthService, SignInSession } from './auth.service';
import { KNOWN_DEVICE_TTL_SECONDS } from './known-device';
import {
  REFRESH_COOKIE,
  REFRESH_PATH,
  SSO_COOKIE,
  setSessionCookies as setCookies,
} from '../../plugins/session-cookies';

/** HttpOnly known-device token (known-device.ts), only sent to the sign-in call; kept at logout. */
export const DEVICE_COOKIE = 'relais_device';
const DEVICE_PATH = `${API_PREFIX}/auth/signin`;

export const authRoutes =
  (service: AuthService) =>
  async (app: FastifyInstance): Promise<void> => {
    const config = app.appConfig;
    const base = { secure: config.cookieSecure, sameSite: 'strict' as const };

    const setSessionCookies = (reply: FastifyReply, token: string, maxAge: number) =>
      setCookies(app, reply, token, maxAge);
    const clearSessionCookies = (reply: FastifyReply) => {
      void reply.clearCookie(REFRESH_COOKIE, { ...base, httpOnly: true, path: REFRESH_PATH });
      void reply.clearCookie(SSO_COOKIE, { ...base, path: '/' });
    };

    const openSession = (reply: FastifyReply, session: SignInSession) => {
      setSessionCookies(reply, session.refreshToken, session.refreshMaxAgeSeconds);
      void reply.setCookie(DEVICE_COOKIE, session.deviceToken, {
        ...base,
        httpOnly: true,
        path: DEVICE_PATH,
        maxAge: KNOWN_DEVICE_TTL_SECONDS,
      });
      return session.body;
    };

    registerRoute(app, signIn, async ({ body, request, reply }) => {
      const outcome = await service.signIn(body, request.ip, request.cookies[DEVICE_COOKIE]);
      return 'challenge' in outcome ? outcome : openSession(reply, outcome);
    });

    registerRoute(app, signInSecondFactor, async ({ body, request, reply }) =>
      openSession(reply, await service.signInSecondFactor(body, request.ip, request.cookies[DEVICE_COOKIE])),
    );

    registerRoute(app, refreshToken, async ({ query, request, reply }) => {
      try {
        const session = await service.refresh(request.cookies[REFRESH_COOKIE], query.userId, request.ip);
        setSessionCookies(reply, session.refreshToken, session.refreshMaxAgeSeconds);
        return session.body;
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    });

    registerRoute(app, logout, async ({ request, reply }) => {
      await service.logout(request.cookies[REFRESH_COOKIE], request.ip);
      clearSessionCookies(reply);
      return { success: true as const };
    });
  };
