import { z } from 'zod';
import {
  LOYALTY_BENEFITS,
  LOYALTY_LEVEL_CODES,
  LOYALTY_PAGE_MAX,
  LOYALTY_PAGE_SIZE_DEFAULT,
  LOYALTY_PAGE_SIZE_MAX,
  LOYALTY_REASONS,
  REFERRAL_STATES,
} from './loyalty.rules';

export const loyaltyReasonSchema = z.enum(LOYALTY_REASONS);
export const loyaltyLevelCodeSchema = z.enum(LOYALTY_LEVEL_CODES);

/** GET /loyalty/rewards/{id}?page=&size= (newest first). */
export const loyaltyRewardsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(LOYALTY_PAGE_MAX, 'value-out-of-range').default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(LOYALTY_PAGE_SIZE_MAX, 'value-out-of-range')
    .default(LOYALTY_PAGE_SIZE_DEFAULT),
});
export type LoyaltyRewardsQuery = z.infer<typeof loyaltyRewardsQuerySchema>;

export const loyaltyEntrySchema = z.object({
  id: z.string(),
  reason: loyaltyReasonSchema,
  /** Positive: earned (no spending exists, decisions "Loyalty and referral"). */
  points: z.number().int(),
  earnedAt: z.iso.datetime({ offset: true }),
  /** The fact it comes from: an intervention id, a referral id, or `profile`. */
  sourceId: z.string(),
});
export type LoyaltyEntry = z.infer<typeof loyaltyEntrySchema>;

export const loyaltyRewardsPageSchema = z.object({
  content: z.array(loyaltyEntrySchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type LoyaltyRewardsPage = z.infer<typeof loyaltyRewardsPageSchema>;

export const loyaltyLevelSchema = z.object({
  code: loyaltyLevelCodeSchema,
  threshold: z.number().int(),
  benefits: z.array(z.enum(LOYALTY_BENEFITS)),
});

/** GET /loyalty/rewards/{id}/sumup: where she stands, and the programme's configuration. */
export const loyaltySumupSchema = z.object({
  total: z.number().int(),
  level: loyaltyLevelCodeSchema,
  next: z
    .object({ level: loyaltyLevelCodeSchema, threshold: z.number().int(), missing: z.number().int() })
    .nullable(),
  progress: z.number().int().min(0).max(100),
  byReason: z.array(
    z.object({ reason: loyaltyReasonSchema, points: z.number().int(), count: z.number().int() }),
  ),
  levels: z.array(loyaltyLevelSchema),
  rules: z.object({
    pointsPerReportHour: z.number().int(),
    profileCompletePoints: z.number().int(),
    profileThreshold: z.number().int(),
    referralPoints: z.number().int(),
  }),
});
export type LoyaltySumup = z.infer<typeof loyaltySumupSchema>;

export const referralSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  state: z.enum(REFERRAL_STATES),
  invitedAt: z.iso.datetime({ offset: true }),
});
export type Referral = z.infer<typeof referralSchema>;

/** GET /assistants/{id}/referralCode: her code (stored without the dash) and her referrals, newest first. */
export const referralCodeSchema = z.object({
  code: z.string(),
  referrals: z.array(referralSchema),
});
export type ReferralCode = z.infer<typeof referralCodeSchema>;
