import type { FastifyInstance } from 'fastify';
import { listFeedback, reportClientError, sendFeedback } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { FeedbackService } from './feedback.service';

/** The shell's calls: feedback (the 'menu' build), its staff list, and client error reports. */
export const feedbackRoutes =
  (service: FeedbackService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, sendFeedback, async ({ auth, body }) => service.send(auth.userId, body));
    registerRoute(app, listFeedback, async ({ auth, query, request }) =>
      service.list(auth.userId, query.limit, request.ip),
    );
    registerRoute(app, reportClientError, async ({ auth, body, request }) =>
      service.reportClientError(body, { ip: request.ip, userId: auth?.userId ?? null }),
    );
  };
