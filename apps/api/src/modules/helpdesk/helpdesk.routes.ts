import type { FastifyInstance } from 'fastify';
import { SUPPORT_SESSION_TTL_SECONDS } from '@relais/domain';
import { createHelpdeskLink, helpdeskSignIn } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { unauthenticated } from '../../plugins/app-error';
import { REFRESH_COOKIE, setSessionCookies } from '../../plugins/session-cookies';
import type { AuthService } from '../auth/auth.service';
import type { HelpdeskService } from './helpdesk.service';

export const helpdeskRoutes =
  (s: { helpdesk: HelpdeskService; auth: AuthService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, createHelpdeskLink, async ({ params, request }) => {
      if (!request.auth) throw unauthenticated();
      return s.helpdesk.createLink(request.auth.userId, params.id, request.ip);
    });

    registerRoute(app, helpdeskSignIn, async ({ body, request, reply }) => {
      // whoever was signed in on this browser is signed out first (the app logs out too)
      await s.auth.logout(request.cookies[REFRESH_COOKIE], request.ip);
      const actor = await s.helpdesk.exchange(body, request.ip);
      const session = await s.auth.openSupportSession(actor, SUPPORT_SESSION_TTL_SECONDS);
      setSessionCookies(app, reply, session.refreshToken, session.refreshMaxAgeSeconds);
      return session.body;
    });
  };
