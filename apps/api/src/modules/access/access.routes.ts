import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAssistant, firstLogin, forgotPassword, register, resetPassword } from '@relais/contract';
import { languageOf } from '../../lib/language';
import { registerRoute } from '../../plugins/contract-routes';
import { setSessionCookies } from '../../plugins/session-cookies';
import type { AccessService } from './access.service';

const ok = { success: true as const };

export const accessRoutes =
  (service: AccessService) =>
  async (app: FastifyInstance): Promise<void> => {
    // links still being issued and mailed after their answer finish before the database closes
    app.addHook('onClose', async () => service.idle());

    /** Work to run once the answer is sent (onResponse): nothing of it shows in the answer's timing. */
    const afterResponse = new WeakMap<FastifyRequest, () => void>();
    app.addHook('onResponse', async (request) => {
      afterResponse.get(request)?.();
    });

    registerRoute(app, forgotPassword, async ({ body, request }) => {
      const { afterAnswer } = await service.forgot(body.email, {
        ip: request.ip,
        language: languageOf(request.headers['accept-language']),
      });
      afterResponse.set(request, afterAnswer);
      return ok;
    });

    registerRoute(app, firstLogin, async ({ body, request }) => {
      const { afterAnswer } = await service.firstLogin(body.email, {
        ip: request.ip,
        language: languageOf(request.headers['accept-language']),
      });
      afterResponse.set(request, afterAnswer);
      return ok;
    });

    registerRoute(app, resetPassword, async ({ body, request }) => {
      await service.reset(body, request.ip);
      return ok;
    });

    // the same cookies as a sign-in (auth.routes.ts): the refresh token for /api/auth, the SSO flag
    registerRoute(app, register, async ({ body, request, reply }) => {
      const session = await service.register(body, request.ip);
      setSessionCookies(app, reply, session.refreshToken, session.refreshMaxAgeSeconds);
      return session.body;
    });

    registerRoute(app, createAssistant, async ({ body, auth, request }) =>
      service.createAssistant(auth.userId, body, {
        ip: request.ip,
        language: languageOf(request.headers['accept-language']),
      }),
    );
  };
