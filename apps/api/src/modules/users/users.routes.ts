import type { FastifyInstance } from 'fastify';
import { getPreferences, getStaffMe, putPreference } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { UsersService } from './users.service';

export const usersRoutes =
  (service: UsersService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getPreferences, async ({ params }) => service.preferences(params.id));
    registerRoute(app, putPreference, async ({ params, body }) =>
      service.setPreference(params.id, params.preference, body.value),
    );
    registerRoute(app, getStaffMe, async ({ auth }) => service.staffMe(auth.userId));
  };
