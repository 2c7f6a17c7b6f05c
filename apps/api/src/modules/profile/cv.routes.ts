import type { FastifyInstance } from 'fastify';
import { getCv, postCv } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { CvService } from './cv.service';

/** The assistant's CV: the current one, and making an uploaded PDF the new one. */
export const cvRoutes =
  (service: CvService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getCv, async ({ params }) => service.get(params.id));
    registerRoute(app, postCv, async ({ params, body, auth, request }) =>
      service.send(params.id, body, { userId: auth.userId, ip: request.ip }),
    );
  };
