import type { FastifyInstance } from 'fastify';
import { getCurriculum, putCurriculum, updateGauge } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { ProfileService } from './profile.service';

export const profileRoutes =
  (service: ProfileService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getCurriculum, async ({ params }) => service.getCurriculum(params.id));
    registerRoute(app, putCurriculum, async ({ params, body }) => service.putCurriculum(params.id, body));
    registerRoute(app, updateGauge, async ({ params, query }) => service.gauge(params.id, query.update));
  };
