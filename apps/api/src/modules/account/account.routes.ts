import type { FastifyInstance } from 'fastify';
import { confirmEmailChange, lookupAddresses, requestEmailChange } from '@relais/contract';
import { languageOf } from '../../lib/language';
import { registerRoute } from '../../plugins/contract-routes';
import type { AccountService } from './account.service';

/** The account screen's calls: address lookup and the login email change. */
export const accountRoutes =
  (service: AccountService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, lookupAddresses, async ({ params }) => service.lookupAddresses(params.address));
    registerRoute(app, requestEmailChange, async ({ params, body, request }) => {
      await service.requestEmailChange(params.id, body.newEmail, {
        language: languageOf(request.headers['accept-language']),
        ip: request.ip,
      });
      return { success: true as const };
    });
    registerRoute(app, confirmEmailChange, async ({ body, request }) =>
      service.confirmEmailChange(body.token, request.ip),
    );
  };
