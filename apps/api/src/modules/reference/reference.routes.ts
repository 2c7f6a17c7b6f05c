import type { FastifyInstance } from 'fastify';
import { getActiveRates, getExpertises, getTaskGroups } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { createReferenceRepository } from './reference.repository';
import { createReferenceService } from './reference.service';

export const referenceRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createReferenceService({ repo: createReferenceRepository(app.db) });
  registerRoute(app, getTaskGroups, async () => service.taskGroups());
  registerRoute(app, getActiveRates, async ({ query }) => service.activeRates(query.productType));
  registerRoute(app, getExpertises, async () => service.expertises());
};
