import type { FastifyInstance } from 'fastify';
import { getAssistant, getMe, updateAssistant } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { createAssistantsRepository } from './assistants.repository';
import { createAssistantsService } from './assistants.service';

export const assistantsRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createAssistantsService({
    repo: createAssistantsRepository(app.db),
    clock: app.appConfig.clock,
    provider: app.appConfig.provider,
  });

  registerRoute(app, getMe, async ({ auth }) => service.getById(auth.userId));
  registerRoute(app, getAssistant, async ({ params }) => service.getById(params.id));
  registerRoute(app, updateAssistant, async ({ body }) => service.update(body));
};
