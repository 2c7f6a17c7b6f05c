import {
  centsToEuros,
  type AssistantRate,
  type Client,
  type ClientNote,
  type ClientsToRetrieve,
} from '@relais/domain';
import { labelIn, type Language } from '../../lib/language';
import { accessDenied, notFound } from '../../plugins/app-error';
import type { ClientsRepository } from './clients.repository';

export const createClientsService = (deps: { repo: ClientsRepository }) => {
  /** A client of the assistant; a client not linked to them is 403 (child-id ownership). */
  const get = async (assistantId: string, clientId: string): Promise<Client> => {
    const linked = await deps.repo.findLinked(assistantId, clientId);
    if (linked) return linked;
    if (await deps.repo.exists(clientId)) throw accessDenied();
    throw notFound('Client');
  };

  /** The assistant's active rates with the client (no link check: callers check it first). */
  const activeRates = async (
    assistantId: string,
    clientId: string,
    lang: Language = 'fr',
  ): Promise<AssistantRate[]> =>
    (await deps.repo.activeRates(assistantId, clientId)).map((r) => ({
      id: r.id,
      kind: r.kind,
      label: labelIn(lang, r),
      hourlyRate: centsToEuros(r.hourlyCents),
    }));

  return {
    list: async (assistantId: string, which: ClientsToRetrieve): Promise<Client[]> =>
      deps.repo.listLinked(assistantId, which),

    get,

    /** For other modules: whether the client is linked to the assistant. */
    isLinked: async (assistantId: string, clientId: string): Promise<boolean> =>
      (await deps.repo.findLinked(assistantId, clientId)) !== null,

    activeRates,

    /** For other modules (dashboard): hourly prices in cents of the named rates, active or not. */
    hourlyCents: async (rateIds: readonly string[]): Promise<Map<string, number>> =>
      deps.repo.hourlyCentsByIds(rateIds),

    /** GET .../clients/{clientId}/rates: 403 when not linked, 404 when unknown. */
    rates: async (assistantId: string, clientId: string, lang: Language): Promise<AssistantRate[]> => {
      await get(assistantId, clientId);
      return activeRates(assistantId, clientId, lang);
    },

    /** GET .../clients/{clientId}/notes, newest first: 403 when not linked, 404 when unknown. */
    notes: async (assistantId: string, clientId: string): Promise<ClientNote[]> => {
      await get(assistantId, clientId);
      return (await deps.repo.notes(clientId)).map((n) => ({
        id: n.id,
        content: n.content,
        createdAt: n.createdAt.toISOString(),
      }));
    },
  };
};

export type ClientsService = ReturnType<typeof createClientsService>;
