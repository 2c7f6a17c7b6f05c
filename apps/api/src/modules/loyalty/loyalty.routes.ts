import type { FastifyInstance } from 'fastify';
import { getLoyaltyRewards, getLoyaltySumup, getReferralCode } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { LoyaltyService } from './loyalty.service';

export const loyaltyRoutes =
  (service: LoyaltyService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getLoyaltyRewards, async ({ params, query }) => service.rewards(params.id, query));
    registerRoute(app, getLoyaltySumup, async ({ params }) => service.sumup(params.id));
    registerRoute(app, getReferralCode, async ({ params }) => service.referralCode(params.id));
  };
