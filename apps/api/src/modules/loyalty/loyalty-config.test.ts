import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG } from '@relais/domain';
import { loyaltyFromEnv } from '../../config-from-env';

describe('loyaltyFromEnv (README: LOYALTY_*)', () => {
  it("keeps the domain's defaults when nothing is set", () => {
    expect(loyaltyFromEnv({})).toEqual(DEFAULT_LOYALTY_CONFIG);
  });

  it('takes the thresholds and the points of each rule', () => {
    const config = loyaltyFromEnv({
      LOYALTY_LEVEL_THRESHOLDS: ' 0, 100,300 ,900',
      LOYALTY_POINTS_PER_REPORT_HOUR: '12',
      LOYALTY_PROFILE_POINTS: '0',
      LOYALTY_REFERRAL_POINTS: '200',
    });
    expect(config.levels.map((l) => [l.code, l.threshold])).toEqual([
      ['BRONZE', 0],
      ['SILVER', 100],
      ['GOLD', 300],
      ['PLATINUM', 900],
    ]);
    expect(config.levels[1]?.benefits).toEqual(DEFAULT_LOYALTY_CONFIG.levels[1]?.benefits);
    expect(config).toMatchObject({ pointsPerReportHour: 12, profileCompletePoints: 0, referralPoints: 200 });
  });

  it('stops the start on a wrong value, with its reason', () => {
    expect(() => loyaltyFromEnv({ LOYALTY_LEVEL_THRESHOLDS: '0,100,100,900' })).toThrow(/strictly increase/);
    expect(() => loyaltyFromEnv({ LOYALTY_LEVEL_THRESHOLDS: '0,100' })).toThrow(/expected 4/);
    expect(() => loyaltyFromEnv({ LOYALTY_LEVEL_THRESHOLDS: '0,a,2,3' })).toThrow(/whole/);
    expect(() => loyaltyFromEnv({ LOYALTY_REFERRAL_POINTS: '-5' })).toThrow(/LOYALTY_REFERRAL_POINTS/);
    expect(() => loyaltyFromEnv({ LOYALTY_POINTS_PER_REPORT_HOUR: '1.5' })).toThrow(/whole/);
  });
});
