import type { FastifyInstance } from 'fastify';
import { getQuote, listClientQuotes } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { QuotesService } from './quotes.service';

export const quotesRoutes =
  (service: QuotesService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listClientQuotes, async ({ params, auth }) =>
      service.ofClient(auth.userId, params.id),
    );
    registerRoute(app, getQuote, async ({ params, auth }) => service.get(auth.userId, params.id));
  };
