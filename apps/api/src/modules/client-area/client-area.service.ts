import type { ClientPremiumRequest, Premium, PremiumState } from '@relais/domain';
import { accessDenied, notFound, ruleFailure } from '../../plugins/app-error';
import type { PremiumService } from '../events/premium.service';

/** What the client area reads of other modules (given by the wiring root). */
export type ClientAreaReads = {
  /** The client company of a client user, or null. */
  companyOf: (userId: string) => Promise<string | null>;
  waitingPremiumOf: (clientId: string) => Promise<ClientPremiumRequest[]>;
  premiumFactsOf: (eventId: string) => Promise<{ clientId: string; premiumState: PremiumState } | null>;
};

/**
 * The client user's side (decisions "Quotes and client users"): its company, and the premium
 * requests on that company's interventions, answered through the premium service (audited, the
 * client user as actor) once: only while WAITING.
 */
export const createClientAreaService = (deps: { reads: ClientAreaReads; premium: PremiumService }) => {
  const { reads } = deps;

  /** A client user without a company may call nothing of the client area. */
  const company = async (userId: string): Promise<string> => {
    const clientId = await reads.companyOf(userId);
    if (!clientId) throw accessDenied();
    return clientId;
  };

  return {
    company,

    /** GET /client/premium-requests */
    premiumRequests: async (userId: string): Promise<ClientPremiumRequest[]> =>
      reads.waitingPremiumOf(await company(userId)),

    /** POST /client/premium-requests/{eventId}/answer: another company's 403, unknown 404, answered 400. */
    answerPremium: async (
      userId: string,
      eventId: string,
      approved: boolean,
      ip: string,
    ): Promise<Premium> => {
      const clientId = await company(userId);
      const facts = await reads.premiumFactsOf(eventId);
      if (!facts) throw notFound('Intervention');
      if (facts.clientId !== clientId) throw accessDenied();
      if (facts.premiumState !== 'WAITING') {
        throw ruleFailure([{ errorCode: 'premium_already_answered', field: 'approved' }]);
      }
      return deps.premium.answer(eventId, approved, { userId, ip });
    },
  };
};

export type ClientAreaService = ReturnType<typeof createClientAreaService>;
