import type { FastifyInstance } from 'fastify';
import { getLogs } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { HistoryService } from './history.service';

export const historyRoutes =
  (service: HistoryService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getLogs, async ({ params, query }) => service.logs(params.id, query));
  };
