import type { Quote } from '@relais/domain';
import { notFound } from '../../plugins/app-error';
import type { ClientsService } from '../clients/clients.service';
import type { QuotesRepository } from './quotes.repository';

export const createQuotesService = (deps: { repo: QuotesRepository; clients: ClientsService }) => ({
  /** GET /clients/{id}/quotes: the client must be linked to the caller (403), or exist (404). */
  ofClient: async (callerId: string, clientId: string): Promise<Quote[]> => {
    await deps.clients.get(callerId, clientId);
    return deps.repo.ofClient(clientId);
  },

  /** GET /quotes/{id}: unknown is 404; a quote of a client not linked to the caller is 403. */
  get: async (callerId: string, quoteId: string): Promise<Quote> => {
    const row = await deps.repo.find(quoteId);
    if (!row) throw notFound('Quote');
    await deps.clients.get(callerId, row.clientId);
    return row;
  },

  /** Whether `quoteId` is a quote of this client (an intervention's `estimateId`). */
  isOfClient: async (clientId: string, quoteId: string): Promise<boolean> =>
    (await deps.repo.find(quoteId))?.clientId === clientId,
});

export type QuotesService = ReturnType<typeof createQuotesService>;
