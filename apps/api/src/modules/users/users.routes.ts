import type { FastifyInstance } from 'fastify';
import { getNewestMessages, getPreferences, putPreference } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

export const usersRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createUsersService({ repo: createUsersRepository(app.db), clock: app.appConfig.clock });
  registerRoute(app, getPreferences, async ({ params }) => service.preferences(params.id));
  registerRoute(app, putPreference, async ({ params, body }) =>
    service.setPreference(params.id, params.preference, body.value),
  );
  registerRoute(app, getNewestMessages, async ({ params }) => service.newestMessages(params.id));
};
