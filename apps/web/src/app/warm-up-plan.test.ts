import { describe, expect, it } from 'vitest';
import { outboxItemId } from '../offline';
import { eventRanges, followUps, workWindow } from './warm-up-plan';

// noon in Paris, so the business date is the day named
const day = (iso: string) => new Date(`${iso}T11:00:00Z`);
const event = (id: string, startDay: string, clientId: string, reportStatus: string | null = null) => ({
  id,
  clientId,
  remote: id.startsWith('r'),
  startDate: `${startDay}T08:00:00.000Z`,
  reportStatus: reportStatus as 'PENDING' | 'VALIDATED' | 'REJECTED' | null,
});

describe('the warm-up plan (issue 27: the first day offline)', () => {
  it('reads the lists under the screens’ own keys: home and missions (this month and the next), the report picker (last month to today)', () => {
    expect(eventRanges(day('2026-11-28'))).toEqual([
      { start: '2026-11-01', end: '2026-12-31' },
      { start: '2026-10-01', end: '2026-11-28' },
    ]);
    // across the year's end
    expect(eventRanges(day('2027-01-05'))).toEqual([
      { start: '2027-01-01', end: '2027-02-28' },
      { start: '2026-12-01', end: '2027-01-05' },
    ]);
  });

  it('the lists together hold the whole window, a month back to a month ahead, on any day', () => {
    for (
      let d = new Date('2026-01-01T11:00:00Z');
      d.getUTCFullYear() < 2029;
      d = new Date(d.getTime() + 86_400_000)
    ) {
      const { start, end } = workWindow(d);
      const ranges = eventRanges(d);
      expect(Math.min(...ranges.map((r) => Date.parse(r.start)))).toBeLessThanOrEqual(Date.parse(start));
      expect(Math.max(...ranges.map((r) => Date.parse(r.end)))).toBeGreaterThanOrEqual(Date.parse(end));
    }
  });

  it('the window is the same day a month back and ahead, held to a shorter month', () => {
    expect(workWindow(day('2026-11-28'))).toEqual({ start: '2026-10-28', end: '2026-12-28' });
    expect(workWindow(day('2026-03-31'))).toEqual({ start: '2026-02-28', end: '2026-04-30' });
    expect(workWindow(day('2028-03-30'))).toEqual({ start: '2028-02-29', end: '2028-04-30' });
  });

  it('follows each client of the window once, and each report already submitted; skips queued copies and days outside', () => {
    const events = [
      event('v1', '2026-11-10', 'lemoine'),
      event('v1', '2026-11-10', 'lemoine'), // the same one from the other list
      event('v2', '2026-11-03', 'durand', 'REJECTED'),
      event('r3', '2026-11-04', 'durand', 'PENDING'),
      event('v4', '2026-12-20', 'martin'),
      event('v5', '2026-10-27', 'old'), // a day before the window
      event('v6', '2026-12-29', 'late', 'VALIDATED'), // a day after it
      event(outboxItemId('a1'), '2026-11-29', 'queued'),
    ];
    expect(followUps(events, day('2026-11-28'))).toEqual({
      clientIds: ['durand', 'lemoine', 'martin'],
      reports: [
        { eventId: 'v2', remote: false },
        { eventId: 'r3', remote: true },
      ],
    });
  });
});
