import {
  loyaltyRewardsPageSchema,
  loyaltyRewardsQuerySchema,
  loyaltySumupSchema,
  referralCodeSchema,
} from '@relais/domain';
import { idParam, ownerRoute } from './route';
import { routeTable } from './routes';

export const getLoyaltyRewards = ownerRoute({
  ...routeTable.getLoyaltyRewards,
  summary:
    "The assistant's loyalty points history, newest first, paged: each entry earned by a real event (reason, points, date); refused to client users",
  params: idParam,
  query: loyaltyRewardsQuerySchema,
  response: loyaltyRewardsPageSchema,
  errors: ['validation_failed', 'value-out-of-range', 'not_found'],
});

export const getLoyaltySumup = ownerRoute({
  ...routeTable.getLoyaltySumup,
  summary:
    'Her loyalty sum-up: total, level, the next level and what it needs, points by reason, and the programme (levels, benefits, rules)',
  params: idParam,
  response: loyaltySumupSchema,
  errors: ['not_found'],
});

export const getReferralCode = ownerRoute({
  ...routeTable.getReferralCode,
  summary:
    'Her referral code (stable, created on the first ask) and her referrals with their state (INVITED, SIGNED_UP, FIRST_MISSION_DONE)',
  params: idParam,
  response: referralCodeSchema,
  errors: ['not_found'],
});

export const loyaltyRoutes = [getLoyaltyRewards, getLoyaltySumup, getReferralCode] as const;
