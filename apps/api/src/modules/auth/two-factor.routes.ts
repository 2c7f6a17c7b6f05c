import type { FastifyInstance } from 'fastify';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactor,
  renewRecoveryCodes,
  resetTwoFactor,
  startTwoFactor,
} from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { TwoFactorService } from './two-factor.service';

/** The account screen's two-factor calls (the owner check is the contract's `ownerRoute`), and staff's reset. */
export const twoFactorRoutes =
  (service: TwoFactorService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getTwoFactor, async ({ params }) => service.state(params.id));
    registerRoute(app, startTwoFactor, async ({ params, body }) => service.start(params.id, body.password));
    registerRoute(app, confirmTwoFactor, async ({ params, body, request }) =>
      service.confirm(params.id, body.code, request.ip),
    );
    registerRoute(app, disableTwoFactor, async ({ params, body, request }) =>
      service.disable(params.id, body.password, body.code, request.ip),
    );
    registerRoute(app, renewRecoveryCodes, async ({ params, body, request }) =>
      service.renewRecoveryCodes(params.id, body.password, body.code, request.ip),
    );
    registerRoute(app, resetTwoFactor, async ({ params, auth, request }) =>
      service.resetByStaff(params.id, auth.userId, request.ip),
    );
  };
