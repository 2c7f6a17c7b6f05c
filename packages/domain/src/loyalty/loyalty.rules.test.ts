import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOYALTY_CONFIG,
  earnedEntries,
  formatReferralCode,
  isReferralCodeShape,
  levelThresholdsError,
  loyaltyStanding,
  normaliseReferralCode,
  pointsByReason,
  referralState,
  reportHourPoints,
  withLevelThresholds,
} from './loyalty.rules';

const NOW = new Date('2026-03-11T09:00:00.000Z');
const day = (d: number) => new Date(Date.UTC(2026, 2, d, 10));

describe('reportHourPoints (10 points an hour, prorated, rounded down)', () => {
  it('counts hand-computed cases', () => {
    expect(reportHourPoints(60)).toBe(10);
    expect(reportHourPoints(90)).toBe(15);
    expect(reportHourPoints(50)).toBe(8); // 8.33
    expect(reportHourPoints(5)).toBe(0); // 0.83
    expect(reportHourPoints(0)).toBe(0);
    expect(reportHourPoints(-30)).toBe(0);
    expect(reportHourPoints(45, { ...DEFAULT_LOYALTY_CONFIG, pointsPerReportHour: 12 })).toBe(9);
  });
});

describe('earnedEntries', () => {
  const facts = {
    validatedReports: [
      { eventId: 'e1', minutes: 120, validatedAt: day(2) },
      { eventId: 'e2', minutes: 5, validatedAt: day(3) },
      { eventId: 'e3', minutes: 150, validatedAt: day(4) },
    ],
    completionTotal: 100,
    referralsDone: [{ referralId: 'r1', firstMissionAt: day(5) }],
  };

  it('earns per report hour, the complete profile once (dated now) and each referral done', () => {
    expect(earnedEntries(facts, NOW)).toEqual([
      { reason: 'REPORT_HOURS', sourceId: 'e1', points: 20, earnedAt: day(2) },
      { reason: 'REPORT_HOURS', sourceId: 'e3', points: 25, earnedAt: day(4) },
      { reason: 'PROFILE_COMPLETE', sourceId: 'profile', points: 100, earnedAt: NOW },
      { reason: 'REFERRAL_FIRST_MISSION', sourceId: 'r1', points: 150, earnedAt: day(5) },
    ]);
  });

  it('earns nothing for an incomplete profile, or below a configured threshold', () => {
    const partial = earnedEntries({ ...facts, completionTotal: 99 }, NOW);
    expect(partial.some((e) => e.reason === 'PROFILE_COMPLETE')).toBe(false);
    const at80 = { ...DEFAULT_LOYALTY_CONFIG, profileThreshold: 80 };
    expect(
      earnedEntries({ ...facts, completionTotal: 80 }, NOW, at80).some(
        (e) => e.reason === 'PROFILE_COMPLETE',
      ),
    ).toBe(true);
  });

  it('earns nothing without facts', () => {
    expect(earnedEntries({ validatedReports: [], completionTotal: 0, referralsDone: [] }, NOW)).toEqual([]);
  });
});

describe('loyaltyStanding (levels 0, 250, 750, 1500)', () => {
  it('places a total between two levels, with what the next one needs', () => {
    expect(loyaltyStanding(0)).toEqual({
      total: 0,
      level: 'BRONZE',
      next: { level: 'SILVER', threshold: 250, missing: 250 },
      progress: 0,
    });
    expect(loyaltyStanding(500)).toEqual({
      total: 500,
      level: 'SILVER',
      next: { level: 'GOLD', threshold: 750, missing: 250 },
      progress: 50,
    });
    expect(loyaltyStanding(250).level).toBe('SILVER');
    expect(loyaltyStanding(249)).toMatchObject({ level: 'BRONZE', progress: 99, next: { missing: 1 } });
  });

  it('has no next level at the top', () => {
    expect(loyaltyStanding(2000)).toEqual({ total: 2000, level: 'PLATINUM', next: null, progress: 100 });
  });

  it('follows configured thresholds', () => {
    const levels = withLevelThresholds(DEFAULT_LOYALTY_CONFIG, [0, 10, 20, 30]).levels;
    expect(loyaltyStanding(25, levels)).toMatchObject({
      level: 'GOLD',
      next: { level: 'PLATINUM', missing: 5 },
    });
  });
});

describe('levelThresholdsError', () => {
  it('accepts increasing thresholds from 0, one per level', () => {
    expect(levelThresholdsError([0, 10, 20, 30])).toBeNull();
    expect(levelThresholdsError([0, 10, 20])).toMatch(/expected 4/);
    expect(levelThresholdsError([5, 10, 20, 30])).toMatch(/first/);
    expect(levelThresholdsError([0, 10, 10, 30])).toMatch(/increase/);
    expect(levelThresholdsError([0, 10, 20.5, 30])).toMatch(/whole/);
  });
});

describe('pointsByReason', () => {
  it('sums points and counts entries by reason, every reason listed', () => {
    expect(
      pointsByReason([
        { reason: 'REPORT_HOURS', points: 20 },
        { reason: 'REPORT_HOURS', points: 15 },
        { reason: 'REFERRAL_FIRST_MISSION', points: 150 },
      ]),
    ).toEqual([
      { reason: 'REPORT_HOURS', points: 35, count: 2 },
      { reason: 'PROFILE_COMPLETE', points: 0, count: 0 },
      { reason: 'REFERRAL_FIRST_MISSION', points: 150, count: 1 },
    ]);
  });
});

describe('referral codes and states', () => {
  it('normalises, checks and formats a code', () => {
    expect(normaliseReferralCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(isReferralCodeShape('ABCD2345')).toBe(true);
    expect(isReferralCodeShape('ABCD234')).toBe(false);
    expect(isReferralCodeShape('ABCD2340')).toBe(false); // 0 is not in the alphabet
    expect(isReferralCodeShape('ABCDI345')).toBe(false); // nor I
    expect(formatReferralCode('ABCD2345')).toBe('ABCD-2345');
  });

  it('derives the state from her password and first validated report', () => {
    expect(referralState({ hasPassword: false, firstMissionAt: null })).toBe('INVITED');
    expect(referralState({ hasPassword: true, firstMissionAt: null })).toBe('SIGNED_UP');
    expect(referralState({ hasPassword: true, firstMissionAt: day(2) })).toBe('FIRST_MISSION_DONE');
  });
});
