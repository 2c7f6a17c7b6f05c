import type { FastifyInstance } from 'fastify';
import { getQuote, listClientQuotes } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { clientsServiceFor } from '../clients/clients.service';
import { createQuotesRepository } from './quotes.repository';
import { createQuotesService } from './quotes.service';

export const quotesRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createQuotesService({
    repo: createQuotesRepository(app.db),
    clients: clientsServiceFor(app.db),
  });
  registerRoute(app, listClientQuotes, async ({ params, auth }) => service.ofClient(auth.userId, params.id));
  registerRoute(app, getQuote, async ({ params, auth }) => service.get(auth.userId, params.id));
};
