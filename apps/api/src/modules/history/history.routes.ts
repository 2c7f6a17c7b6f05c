import type { FastifyInstance } from 'fastify';
import { getLogs } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { createHistoryRepository } from './history.repository';
import { createHistoryService } from './history.service';

export const historyRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createHistoryService({ repo: createHistoryRepository(app.db) });
  registerRoute(app, getLogs, async ({ params, query }) => service.logs(params.id, query));
};
