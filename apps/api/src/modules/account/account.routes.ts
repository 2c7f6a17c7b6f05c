import type { FastifyInstance } from 'fastify';
import {
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  lookupAddresses,
  requestEmailChange,
} from '@relais/contract';
import { languageOf } from '../../lib/language';
import { registerRoute } from '../../plugins/contract-routes';
import { REFRESH_COOKIE } from '../../plugins/session-cookies';
import type { AccountService } from './account.service';

/**
 * The account screen's calls: address lookup, the login email change and its cancel, the password
 * change (the access module's rule, which owns passwords).
 */
export const accountRoutes =
  (service: AccountService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, lookupAddresses, async ({ params }) => service.lookupAddresses(params.address));
    registerRoute(app, requestEmailChange, async ({ params, body, request }) => {
      await service.requestEmailChange(params.id, body, {
        language: languageOf(request.headers['accept-language']),
        ip: request.ip,
      });
      return { success: true as const };
    });
    // under /api/auth: the browser's refresh cookie comes along and names the session kept
    registerRoute(app, confirmEmailChange, async ({ body, request }) =>
      service.confirmEmailChange(body.token, request.ip, request.cookies[REFRESH_COOKIE]),
    );
    registerRoute(app, cancelEmailChange, async ({ body, request }) =>
      service.cancelEmailChange(body.token, request.ip),
    );
    registerRoute(app, changePassword, async ({ params, body, request, auth }) => {
      await service.changePassword(params.id, body, {
        ip: request.ip,
        language: languageOf(request.headers['accept-language']),
        sessionId: auth.sessionId,
        refreshToken: request.cookies[REFRESH_COOKIE],
      });
      return { success: true as const };
    });
  };
