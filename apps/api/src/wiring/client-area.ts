import type { Clock } from '@relais/domain';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { createClientAreaService } from '../modules/client-area/client-area.service';
import { activePremiumCentsOf } from '../modules/clients/premium-rates.read-model';
import { premiumFactsOf, waitingPremiumOfClient } from '../modules/events/client-premium.read-model';
import type { PremiumService } from '../modules/events/premium.service';
import { createClientQuotesService } from '../modules/quotes/client-quotes.service';
import type { QuotesRepository } from '../modules/quotes/quotes.repository';
import { clientCompanyOf } from '../modules/users/client-membership.read-model';
import type { RateLimits } from '../plugins/rate-limits';
import type { Audit } from '../plugins/types';

export type ClientAreaDeps = {
  db: Db;
  clock: Clock;
  audit: Audit;
  config: AppConfig;
  rateLimits: RateLimits;
  quotesRepo: QuotesRepository;
  premium: PremiumService;
};

/** What client users reach (services.ts wires it): their quotes (also by signed link) and premium requests. */
export const buildClientAreaServices = ({
  db,
  clock,
  audit,
  config,
  rateLimits,
  quotesRepo,
  premium,
}: ClientAreaDeps) => ({
  clientQuotes: createClientQuotesService({
    repo: quotesRepo,
    clock,
    audit,
    rateLimits,
    jwtSecret: config.jwtSecret,
  }),
  clientArea: createClientAreaService({
    reads: {
      companyOf: (userId) => clientCompanyOf(db, userId),
      waitingPremiumOf: (clientId) => waitingPremiumOfClient(db, clientId),
      premiumFactsOf: (eventId) => premiumFactsOf(db, eventId),
      premiumCentsOf: (clientId, assistantIds) => activePremiumCentsOf(db, clientId, assistantIds),
    },
    premium,
  }),
});
