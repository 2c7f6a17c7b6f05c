import type { FastifyInstance } from 'fastify';
import { getActiveRates, getExpertises, getTaskGroups } from '@relais/contract';
import { answerLanguage } from '../../lib/language';
import { registerRoute } from '../../plugins/contract-routes';
import type { ReferenceService } from './reference.service';

export const referenceRoutes =
  (service: ReferenceService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getTaskGroups, async ({ request, reply }) =>
      service.taskGroups(answerLanguage(request, reply)),
    );
    registerRoute(app, getActiveRates, async ({ query, request, reply }) =>
      service.activeRates(answerLanguage(request, reply), query.productType),
    );
    registerRoute(app, getExpertises, async ({ request, reply }) =>
      service.expertises(answerLanguage(request, reply)),
    );
  };
