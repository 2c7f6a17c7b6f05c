import { randomInt } from 'node:crypto';
import {
  DEFAULT_LOYALTY_CONFIG,
  earnedEntries,
  loyaltyStanding,
  pointsByReason,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralState,
  type Clock,
  type LoyaltyConfig,
  type LoyaltyRewardsPage,
  type LoyaltyRewardsQuery,
  type LoyaltySumup,
  type ReferralCode,
} from '@relais/domain';
import { accessDenied, notFound } from '../../plugins/app-error';
import type { LoyaltyRepository } from './loyalty.repository';

/** A new code: `REFERRAL_CODE_LENGTH` signs drawn by the CSPRNG from the referral alphabet. */
export const newReferralCode = (): string =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

/**
 * Loyalty points and referral (decisions "Loyalty and referral"). Each read first records what the
 * real facts earn (validated reports, the profile's completion, referees' first missions) in the
 * ledger, idempotently by source, then answers from the ledger: nothing is ever typed in.
 */
export const createLoyaltyService = (deps: {
  repo: LoyaltyRepository;
  clock: Clock;
  /** The profile's completion total now (profile service). */
  completionTotal: (assistantId: string) => Promise<number>;
  config?: LoyaltyConfig;
  /** Code generator (tests force a collision). */
  newCode?: () => string;
}) => {
  const config = deps.config ?? DEFAULT_LOYALTY_CONFIG;
  const newCode = deps.newCode ?? newReferralCode;

  /** Only an assistant who is not a client user has a loyalty programme. */
  const member = async (assistantId: string): Promise<void> => {
    const m = await deps.repo.memberOf(assistantId);
    if (!m) throw notFound('Assistant');
    if (m.role !== 'ASSISTANT' || m.isClient) throw accessDenied();
  };

  /** Her referrals with the date each referee's first report was validated (null: not yet). */
  const referralsWithFacts = async (assistantId: string) => {
    const stored = await deps.repo.referralsOf(assistantId);
    const refereeIds = stored.map((r) => r.refereeId);
    const firsts = await deps.repo.firstValidatedReports(refereeIds);
    return { stored, firsts };
  };

  const sync = async (assistantId: string): Promise<void> => {
    const { stored, firsts } = await referralsWithFacts(assistantId);
    const facts = {
      validatedReports: await deps.repo.validatedReports(assistantId),
      completionTotal: await deps.completionTotal(assistantId),
      referralsDone: stored.flatMap((r) => {
        const at = firsts.get(r.refereeId);
        return at ? [{ referralId: r.id, firstMissionAt: at }] : [];
      }),
    };
    const now = deps.clock.now();
    await deps.repo.record(assistantId, earnedEntries(facts, now, config), now);
  };

  return {
    /** GET /loyalty/rewards/{id}: her entries, newest first, paged. */
    rewards: async (assistantId: string, query: LoyaltyRewardsQuery): Promise<LoyaltyRewardsPage> => {
      await member(assistantId);
      await sync(assistantId);
      const { content, total } = await deps.repo.page(assistantId, query.page, query.size);
      return {
        content,
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },

    /** GET /loyalty/rewards/{id}/sumup: total, level, next level, points by reason, the programme. */
    sumup: async (assistantId: string): Promise<LoyaltySumup> => {
      await member(assistantId);
      await sync(assistantId);
      const byReason = pointsByReason(await deps.repo.sums(assistantId));
      const total = byReason.reduce((s, r) => s + r.points, 0);
      const standing = loyaltyStanding(total, config.levels);
      return {
        total,
        level: standing.level,
        next: standing.next,
        progress: standing.progress,
        byReason,
        levels: config.levels.map((l) => ({
          code: l.code,
          threshold: l.threshold,
          benefits: [...l.benefits],
        })),
        rules: {
          pointsPerReportHour: config.pointsPerReportHour,
          profileCompletePoints: config.profileCompletePoints,
          profileThreshold: config.profileThreshold,
          referralPoints: config.referralPoints,
        },
      };
    },

    /** GET /assistants/{id}/referralCode: her code (created on the first ask) and her referrals. */
    referralCode: async (assistantId: string): Promise<ReferralCode> => {
      await member(assistantId);
      let code = await deps.repo.codeOf(assistantId);
      // a drawn code already someone else's is drawn again (31^8 codes: a collision is rare)
      for (let attempt = 0; !code && attempt < 5; attempt++) {
        await deps.repo.createCode(assistantId, newCode(), deps.clock.now());
        code = await deps.repo.codeOf(assistantId);
      }
      if (!code) throw new Error('No free referral code after 5 draws');
      const { stored, firsts } = await referralsWithFacts(assistantId);
      const people = await deps.repo.referees(stored.map((r) => r.refereeId));
      return {
        code,
        referrals: stored.map((r) => {
          const p = people.get(r.refereeId);
          return {
            id: r.id,
            firstName: p?.firstName ?? '',
            lastName: p?.lastName ?? '',
            state: referralState({
              hasPassword: p?.hasPassword ?? false,
              firstMissionAt: firsts.get(r.refereeId) ?? null,
            }),
            invitedAt: r.createdAt.toISOString(),
          };
        }),
      };
    },
  };
};

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
