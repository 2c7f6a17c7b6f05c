import type { FastifyInstance } from 'fastify';
import { getClient, getClientNotes, getClientRates, listClients } from '@relais/contract';
import { answerLanguage } from '../../lib/language';
import { registerRoute } from '../../plugins/contract-routes';
import type { ClientsService } from './clients.service';

export const clientsRoutes =
  (service: ClientsService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listClients, async ({ params, query }) =>
      service.list(params.id, query.clientsToRetrieve),
    );
    registerRoute(app, getClient, async ({ params }) => service.get(params.id, params.clientId));
    registerRoute(app, getClientRates, async ({ params, request, reply }) =>
      service.rates(params.id, params.clientId, answerLanguage(request, reply)),
    );
    registerRoute(app, getClientNotes, async ({ params }) => service.notes(params.id, params.clientId));
  };
