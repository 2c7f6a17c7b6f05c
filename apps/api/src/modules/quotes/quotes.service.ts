import type { Quote } from '@relais/domain';
import type { QuoteRow } from '../../db/schema/index';
import { centsToEuros } from '../../lib/money';
import { notFound } from '../../plugins/app-error';
import type { ClientsService } from '../clients/clients.service';
import type { QuotesRepository } from './quotes.repository';

const toQuote = (r: QuoteRow): Quote => ({
  id: r.id,
  clientId: r.clientId,
  number: r.number,
  title: r.title,
  status: r.status,
  amount: centsToEuros(r.amountCents),
  monthlyHours: r.monthlyMinutes === null ? null : r.monthlyMinutes / 60,
  createdAt: r.createdAt.toISOString(),
  validUntil: r.validUntil,
});

export const createQuotesService = (deps: { repo: QuotesRepository; clients: ClientsService }) => ({
  /** GET /clients/{id}/quotes: the client must be linked to the caller (403), or exist (404). */
  ofClient: async (callerId: string, clientId: string): Promise<Quote[]> => {
    await deps.clients.get(callerId, clientId);
    return (await deps.repo.ofClient(clientId)).map(toQuote);
  },

  /** GET /quotes/{id}: unknown is 404; a quote of a client not linked to the caller is 403. */
  get: async (callerId: string, quoteId: string): Promise<Quote> => {
    const row = await deps.repo.find(quoteId);
    if (!row) throw notFound('Quote');
    await deps.clients.get(callerId, row.clientId);
    return toQuote(row);
  },
});

export type QuotesService = ReturnType<typeof createQuotesService>;
