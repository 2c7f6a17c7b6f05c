import type { FastifyInstance } from 'fastify';
import { getAssistant, getMe, updateAssistant } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { AssistantsService } from './assistants.service';

export const assistantsRoutes =
  (service: AssistantsService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getMe, async ({ auth }) => service.getById(auth.userId));
    registerRoute(app, getAssistant, async ({ params }) => service.getById(params.id));
    registerRoute(app, updateAssistant, async ({ body }) => service.update(body));
  };
