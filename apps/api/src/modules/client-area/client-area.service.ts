import { centsToEuros, minutesAmountCents } from '@relais/domain';
import type { ClientPremiumRequest, Premium, PremiumState } from '@relais/domain';
import { accessDenied, notFound, ruleFailure } from '../../plugins/app-error';
import type { PremiumService } from '../events/premium.service';

/** A waiting request before it is priced (the rate and amount are added by `assistantId`). */
export type WaitingPremium = Omit<ClientPremiumRequest, 'premiumHourlyRate' | 'amount'> & {
  assistantId: string;
};

/** What the client area reads of other modules (given by the wiring root). */
export type ClientAreaReads = {
  /** The client company of a client user, or null. */
  companyOf: (userId: string) => Promise<string | null>;
  waitingPremiumOf: (clientId: string) => Promise<WaitingPremium[]>;
  /** Each named assistant's active premium hourly rate with the company, in cents (absent: none). */
  premiumCentsOf: (clientId: string, assistantIds: readonly string[]) => Promise<Map<string, number>>;
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

    /**
     * GET /client/premium-requests: each priced before the client answers (the planned minutes at the
     * assistant's premium rate, without tax).
     */
    premiumRequests: async (userId: string): Promise<ClientPremiumRequest[]> => {
      const clientId = await company(userId);
      const waiting = await reads.waitingPremiumOf(clientId);
      const rates = await reads.premiumCentsOf(clientId, [...new Set(waiting.map((w) => w.assistantId))]);
      return waiting.map(({ assistantId, ...request }) => {
        const hourlyCents = rates.get(assistantId);
        return {
          ...request,
          premiumHourlyRate: hourlyCents === undefined ? null : centsToEuros(hourlyCents),
          amount:
            hourlyCents === undefined
              ? null
              : centsToEuros(minutesAmountCents(request.duration, hourlyCents)),
        };
      });
    },

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
