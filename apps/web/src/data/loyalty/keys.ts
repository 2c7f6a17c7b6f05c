/**
 * The loyalty queries' keys, per user (persisted with the rest of the cache for offline reading):
 * the sum-up, the history's pages and the referral code.
 */
export const loyaltyKeys = {
  sumup: (userId: string | undefined) => ['loyalty', userId, 'sumup'] as const,
  rewards: (userId: string | undefined) => ['loyalty', userId, 'rewards'] as const,
  referralCode: (userId: string | undefined) => ['loyalty', userId, 'referralCode'] as const,
};
