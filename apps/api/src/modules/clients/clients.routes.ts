import type { FastifyInstance } from 'fastify';
import { getClient, listClients } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { createClientsRepository } from './clients.repository';
import { createClientsService } from './clients.service';

export const clientsRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createClientsService({ repo: createClientsRepository(app.db) });
  registerRoute(app, listClients, async ({ params, query }) =>
    service.list(params.id, query.clientsToRetrieve),
  );
  registerRoute(app, getClient, async ({ params }) => service.get(params.id, params.clientId));
};
