import type { FastifyInstance } from 'fastify';
import { getDashboard } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { DashboardService } from './dashboard.service';

export const dashboardRoutes =
  (service: DashboardService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getDashboard, async ({ query }) => service.get(query.userId, query));
  };
