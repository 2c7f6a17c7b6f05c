/**
 * Loyalty points and referral (spec 1, 7; decisions "Loyalty and referral"). Points are never typed
 * in: each entry is earned by one rule below from one real fact (a validated report, the profile's
 * completion, a referee's first validated report), keyed by its source so it is never counted twice.
 * The points of each rule and the levels are CONFIGURATION: `DEFAULT_LOYALTY_CONFIG`, which the API
 * may override (LOYALTY_* settings, README).
 */

/** Why points were earned. Spending does not exist (no benefit is redeemed through the app). */
export const LOYALTY_REASONS = ['REPORT_HOURS', 'PROFILE_COMPLETE', 'REFERRAL_FIRST_MISSION'] as const;
export type LoyaltyReason = (typeof LOYALTY_REASONS)[number];

/** Level codes, lowest first; their thresholds are configuration. */
export const LOYALTY_LEVEL_CODES = ['BRONZE', 'SILVER', 'GOLD', 'PLATINUM'] as const;
export type LoyaltyLevelCode = (typeof LOYALTY_LEVEL_CODES)[number];

/** A benefit of a level: a code the app translates (`loyalty.benefits.<code>`). */
export const LOYALTY_BENEFITS = [
  'WELCOME_KIT',
  'PRIORITY_MISSIONS',
  'MASTERCLASS_ACCESS',
  'TRAINING_VOUCHER',
  'ANNUAL_BONUS',
  'DEDICATED_CONTACT',
] as const;
export type LoyaltyBenefit = (typeof LOYALTY_BENEFITS)[number];

export type LoyaltyLevel = {
  code: LoyaltyLevelCode;
  /** Points from which the level is reached (the first level's is 0). */
  threshold: number;
  benefits: readonly LoyaltyBenefit[];
};

export type LoyaltyConfig = {
  /** Points for one validated report hour (prorated by the minute, rounded down). */
  pointsPerReportHour: number;
  /** Points, once, when the profile completion reaches `profileThreshold` %. */
  profileCompletePoints: number;
  profileThreshold: number;
  /** Points to the referrer when her referee's first report is validated. */
  referralPoints: number;
  levels: readonly LoyaltyLevel[];
};

export const DEFAULT_LOYALTY_CONFIG: LoyaltyConfig = {
  pointsPerReportHour: 10,
  profileCompletePoints: 100,
  profileThreshold: 100,
  referralPoints: 150,
  levels: [
    { code: 'BRONZE', threshold: 0, benefits: ['WELCOME_KIT'] },
    { code: 'SILVER', threshold: 250, benefits: ['PRIORITY_MISSIONS', 'MASTERCLASS_ACCESS'] },
    { code: 'GOLD', threshold: 750, benefits: ['TRAINING_VOUCHER'] },
    { code: 'PLATINUM', threshold: 1500, benefits: ['ANNUAL_BONUS', 'DEDICATED_CONTACT'] },
  ],
};

/** Thresholds must start at 0 and strictly increase, one per level: else a config error (or null). */
export const levelThresholdsError = (thresholds: readonly number[]): string | null => {
  if (thresholds.length !== LOYALTY_LEVEL_CODES.length)
    return `expected ${LOYALTY_LEVEL_CODES.length} thresholds, got ${thresholds.length}`;
  if (thresholds.some((t) => !Number.isInteger(t) || t < 0)) return 'thresholds must be whole numbers >= 0';
  if (thresholds[0] !== 0) return 'the first threshold must be 0';
  for (let i = 1; i < thresholds.length; i++)
    if ((thresholds[i] ?? 0) <= (thresholds[i - 1] ?? 0)) return 'thresholds must strictly increase';
  return null;
};

/** The configuration with other level thresholds (already checked by `levelThresholdsError`). */
export const withLevelThresholds = (config: LoyaltyConfig, thresholds: readonly number[]): LoyaltyConfig => ({
  ...config,
  levels: config.levels.map((l, i) => ({ ...l, threshold: thresholds[i] ?? l.threshold })),
});

/** Points of one validated report of `minutes` (tasks together): prorated, rounded down. */
export const reportHourPoints = (minutes: number, config: LoyaltyConfig = DEFAULT_LOYALTY_CONFIG): number =>
  minutes <= 0 ? 0 : Math.floor((minutes * config.pointsPerReportHour) / 60);

/** The facts the points come from, read by the server from its tables. */
export type LoyaltyFacts = {
  /** Her validated reports: the intervention's id, the minutes worked, when staff validated it. */
  validatedReports: readonly { eventId: string; minutes: number; validatedAt: Date }[];
  /** Her profile completion now (0..100). */
  completionTotal: number;
  /** Her referrals whose referee has a first validated report, and when it was validated. */
  referralsDone: readonly { referralId: string; firstMissionAt: Date }[];
};

/** One earned entry: the same reason and source never count twice. */
export type LoyaltyEarning = {
  reason: LoyaltyReason;
  /** The fact it comes from: an event id, a referral id, or `profile` for the profile. */
  sourceId: string;
  points: number;
  earnedAt: Date;
};

export const PROFILE_SOURCE_ID = 'profile';

/**
 * Every entry the facts earn, at `now` (the date of the profile's entry when first seen complete).
 * An entry already recorded keeps its first points and date: the server records these idempotently
 * by (reason, source), so the profile's entry stays once earned, even if the profile drops later.
 */
export const earnedEntries = (
  facts: LoyaltyFacts,
  now: Date,
  config: LoyaltyConfig = DEFAULT_LOYALTY_CONFIG,
): LoyaltyEarning[] => {
  const entries: LoyaltyEarning[] = [];
  for (const r of facts.validatedReports) {
    const points = reportHourPoints(r.minutes, config);
    if (points > 0)
      entries.push({ reason: 'REPORT_HOURS', sourceId: r.eventId, points, earnedAt: r.validatedAt });
  }
  if (facts.completionTotal >= config.profileThreshold && config.profileCompletePoints > 0)
    entries.push({
      reason: 'PROFILE_COMPLETE',
      sourceId: PROFILE_SOURCE_ID,
      points: config.profileCompletePoints,
      earnedAt: now,
    });
  if (config.referralPoints > 0)
    for (const r of facts.referralsDone)
      entries.push({
        reason: 'REFERRAL_FIRST_MISSION',
        sourceId: r.referralId,
        points: config.referralPoints,
        earnedAt: r.firstMissionAt,
      });
  return entries;
};

export type LoyaltyStanding = {
  total: number;
  level: LoyaltyLevelCode;
  /** The next level, its threshold and the points still needed; null at the top level. */
  next: { level: LoyaltyLevelCode; threshold: number; missing: number } | null;
  /** Progress from the current level's threshold to the next one's, 0..100 (100 at the top). */
  progress: number;
};

/** Where `total` points stand among the levels. */
export const loyaltyStanding = (
  total: number,
  levels: readonly LoyaltyLevel[] = DEFAULT_LOYALTY_CONFIG.levels,
): LoyaltyStanding => {
  let index = 0;
  levels.forEach((l, i) => {
    if (total >= l.threshold) index = i;
  });
  const current = levels[index];
  const next = levels[index + 1];
  if (!current) return { total, level: 'BRONZE', next: null, progress: 0 };
  if (!next) return { total, level: current.code, next: null, progress: 100 };
  const span = next.threshold - current.threshold;
  const progress = Math.max(0, Math.min(100, Math.floor(((total - current.threshold) * 100) / span)));
  return {
    total,
    level: current.code,
    next: { level: next.code, threshold: next.threshold, missing: next.threshold - total },
    progress,
  };
};

/**
 * Points and entries by reason, every reason listed (0 when none), in `LOYALTY_REASONS` order: from
 * entries, or from sums already grouped (`count` entries each).
 */
export const pointsByReason = (
  entries: readonly { reason: LoyaltyReason; points: number; count?: number }[],
): { reason: LoyaltyReason; points: number; count: number }[] =>
  LOYALTY_REASONS.map((reason) => {
    const mine = entries.filter((e) => e.reason === reason);
    return {
      reason,
      points: mine.reduce((s, e) => s + e.points, 0),
      count: mine.reduce((s, e) => s + (e.count ?? 1), 0),
    };
  });

// ---------------------------------------------------------------------------------------------
// Referral codes

/** Referral code alphabet: no 0/O, 1/I/L, easy to read aloud and to type (31 signs). */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ' as const;
/** 8 signs: about 2^39 codes, unguessable enough for a code that only links a new assistant. */
export const REFERRAL_CODE_LENGTH = 8;

/** A referral's state: invited (created by staff), signed up (her password set), first mission done. */
export const REFERRAL_STATES = ['INVITED', 'SIGNED_UP', 'FIRST_MISSION_DONE'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const referralState = (referee: {
  hasPassword: boolean;
  firstMissionAt: Date | null;
}): ReferralState =>
  referee.firstMissionAt ? 'FIRST_MISSION_DONE' : referee.hasPassword ? 'SIGNED_UP' : 'INVITED';

/** As typed ("abcd-2345", " ABCD 2345 ") to the stored form: upper case, no spaces or dashes. */
export const normaliseReferralCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]+/g, '');

/** Whether a (normalised) code has the shape of a referral code. */
export const isReferralCodeShape = (code: string): boolean =>
  code.length === REFERRAL_CODE_LENGTH && [...code].every((c) => REFERRAL_CODE_ALPHABET.includes(c));

/** How a code is shown: two groups of four ("ABCD-2345"). */
export const formatReferralCode = (code: string): string =>
  code.length === REFERRAL_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/** History paging (GET /loyalty/rewards/{id}). */
export const LOYALTY_PAGE_SIZE_DEFAULT = 10;
export const LOYALTY_PAGE_SIZE_MAX = 50;
export const LOYALTY_PAGE_MAX = 10_000;
