import type { FastifyInstance } from 'fastify';
import {
  getLoyaltyRewards,
  getLoyaltySumup,
  getReferralCode,
  getStaffLoyaltyRewards,
  getStaffLoyaltySumup,
  getStaffReferralCode,
} from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import type { LoyaltyService } from './loyalty.service';

export const loyaltyRoutes =
  (service: LoyaltyService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getLoyaltyRewards, async ({ params, query }) => service.rewards(params.id, query));
    registerRoute(app, getLoyaltySumup, async ({ params }) => service.sumup(params.id));
    registerRoute(app, getReferralCode, async ({ params }) => service.referralCode(params.id));

    // staff: the same reads of an assistant, each audited
    registerRoute(app, getStaffLoyaltyRewards, async ({ params, query, request }) => {
      await auditStaffRead(request, params.id);
      return service.rewards(params.id, query);
    });
    registerRoute(app, getStaffLoyaltySumup, async ({ params, request }) => {
      await auditStaffRead(request, params.id);
      return service.sumup(params.id);
    });
    registerRoute(app, getStaffReferralCode, async ({ params, request }) => {
      await auditStaffRead(request, params.id);
      return service.referralCode(params.id);
    });
  };
