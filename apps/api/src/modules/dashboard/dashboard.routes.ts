import type { FastifyInstance } from 'fastify';
import { getDashboard } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { availabilityServiceFor } from '../availability/availability.service';
import { eventsReaderFor } from '../events/events-reader.service';
import { createDashboardRepository } from './dashboard.repository';
import { createDashboardService } from './dashboard.service';

export const dashboardRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createDashboardService({
    repo: createDashboardRepository(app.db),
    availability: availabilityServiceFor(app.db, app.appConfig.clock, app.audit),
    events: eventsReaderFor(app.db, app.appConfig.clock),
    db: app.db,
    clock: app.appConfig.clock,
    provider: app.appConfig.provider,
  });
  registerRoute(app, getDashboard, async ({ query }) => service.get(query.userId, query));
};
