import {
  loyaltyRewardsPageSchema,
  loyaltyRewardsQuerySchema,
  loyaltySumupSchema,
  referralCodeSchema,
} from '@relais/domain';
import { defineRoute, idParam, ownerRoute, signedInErrors } from './route';
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

/** Staff reads of an assistant's loyalty: the same answers as hers, each audited `staff_access`. */
const staffRead = {
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every read is written to the audit log',
} as const;

export const getStaffLoyaltyRewards = defineRoute({
  ...routeTable.getStaffLoyaltyRewards,
  ...staffRead,
  summary: "Staff: an assistant's loyalty points history, newest first, paged (audited)",
  params: idParam,
  query: loyaltyRewardsQuerySchema,
  response: loyaltyRewardsPageSchema,
  errors: [...signedInErrors, 'validation_failed', 'value-out-of-range', 'not_found'],
});

export const getStaffLoyaltySumup = defineRoute({
  ...routeTable.getStaffLoyaltySumup,
  ...staffRead,
  summary: "Staff: an assistant's loyalty sum-up (audited)",
  params: idParam,
  response: loyaltySumupSchema,
  errors: [...signedInErrors, 'not_found'],
});

export const getStaffReferralCode = defineRoute({
  ...routeTable.getStaffReferralCode,
  ...staffRead,
  summary: "Staff: an assistant's referral code and her referrals (audited)",
  params: idParam,
  response: referralCodeSchema,
  errors: [...signedInErrors, 'not_found'],
});

export const loyaltyRoutes = [
  getLoyaltyRewards,
  getLoyaltySumup,
  getReferralCode,
  getStaffLoyaltyRewards,
  getStaffLoyaltySumup,
  getStaffReferralCode,
] as const;
