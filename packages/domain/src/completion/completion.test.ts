import { describe, expect, it } from 'vitest';
import { ACADEMY_CYCLE_DAYS, academySeenDate, academyState, showAvatarBadge } from './academy.rules';
import { completionTotal, litSegments, share, shouldCelebrate } from './completion.rules';

const now = new Date('2026-11-21T10:00:00Z');
const assistant = { isClient: false, isStaff: false };

describe('completion gauge', () => {
  it('lights segments above 0, 25, 50 and 80', () => {
    expect([0, 1, 25, 26, 50, 51, 80, 81, 100].map(litSegments)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it('celebrates only when crossing above 75 from (0, 75]', () => {
    expect(shouldCelebrate(75, 76)).toBe(true);
    expect(shouldCelebrate(10, 100)).toBe(true);
    expect(shouldCelebrate(0, 80)).toBe(false);
    expect(shouldCelebrate(76, 90)).toBe(false);
    expect(shouldCelebrate(60, 75)).toBe(false);
  });
  it('computes shares and the mean', () => {
    expect(share(1, 3)).toBe(33);
    expect(share(5, 3)).toBe(100);
    expect(share(0, 0)).toBe(0);
    expect(completionTotal({ file: 100, skills: 50, availability: 0, account: 100, curriculum: 0 })).toBe(50);
  });
});

describe('academy and avatar badge', () => {
  it('is first when absent or within 7 days', () => {
    expect(academyState(null, now, assistant)).toBe('first');
    expect(academyState('2026-11-14', now, assistant)).toBe('first');
    expect(academyState('2026-11-13', now, assistant)).toBe('none');
  });
  it('is review when days modulo 90 are at most 7', () => {
    expect(academyState('2026-08-23', now, assistant)).toBe('review'); // 90 days
    expect(academyState('2026-08-16', now, assistant)).toBe('review'); // 97 days
    expect(academyState('2026-08-15', now, assistant)).toBe('none'); // 98 days
  });
  it('records, once seen, a date that hides it at once and brings the review a cycle later', () => {
    for (const date of [null, '2026-11-18', '2026-08-23']) {
      const seen = academySeenDate(date, now, assistant);
      expect(seen, String(date)).toBe('2026-11-13');
      expect(academyState(seen, now, assistant)).toBe('none');
    }
    const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
    expect(academyState('2026-11-13', later(ACADEMY_CYCLE_DAYS - 9), assistant)).toBe('none');
    expect(academyState('2026-11-13', later(ACADEMY_CYCLE_DAYS - 8), assistant)).toBe('review');
    // nothing shows: nothing to record
    expect(academySeenDate('2026-11-13', now, assistant)).toBeNull();
    expect(academySeenDate(null, now, { isClient: true, isStaff: false })).toBeNull();
  });
  it('never shows for clients or staff', () => {
    expect(academyState(null, now, { isClient: true, isStaff: false })).toBe('none');
    expect(academyState(null, now, { isClient: false, isStaff: true })).toBe('none');
  });
  it('shows the avatar badge when absent or older than 7 days', () => {
    expect(showAvatarBadge(null, now, false)).toBe(true);
    expect(showAvatarBadge('2026-11-14', now, false)).toBe(false);
    expect(showAvatarBadge('2026-11-13', now, false)).toBe(true);
    expect(showAvatarBadge(null, now, true)).toBe(false);
  });
});
