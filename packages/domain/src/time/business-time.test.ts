import { describe, expect, it } from 'vitest';
import {
  businessDate,
  businessMonth,
  daysBetween,
  daysInMonth,
  inBusinessZone,
  intlOffsetMinutes,
  isoDayOfDate,
  wallClockOf,
  zonedDateTime,
  zoneOffsetMinutes,
} from './business-time';

describe('business time', () => {
  it('gives the Paris calendar date of an instant', () => {
    expect(businessDate(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(businessDate(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
    expect(businessDate(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });
  it('counts calendar days in Paris', () => {
    expect(daysBetween(new Date('2026-11-20T23:30:00Z'), new Date('2026-11-21T10:00:00Z'))).toBe(0);
    expect(daysBetween(new Date('2026-11-01T10:00:00Z'), new Date('2026-11-08T10:00:00Z'))).toBe(7);
  });
});

describe('zoned helpers', () => {
  it('builds Paris wall-clock instants across DST', () => {
    expect(zonedDateTime('2025-01-15', '09:30').toISOString()).toBe('2025-01-15T08:30:00.000Z');
    expect(zonedDateTime('2025-07-15', '09:30').toISOString()).toBe('2025-07-15T07:30:00.000Z');
  });
  it('computes business months and their days', () => {
    const now = new Date('2025-01-31T23:30:00Z'); // already Feb 1st in Paris
    expect(businessMonth(now)).toBe('2025-02');
    expect(businessMonth(now, -2)).toBe('2024-12');
    expect(businessMonth(now, 11)).toBe('2026-01');
    expect(daysInMonth('2024-02')).toBe(29);
    expect(isoDayOfDate('2025-06-01')).toBe(7);
    expect(isoDayOfDate('2025-06-02')).toBe(1);
  });
});

describe('Europe/Paris offsets without Intl', () => {
  const sample = (ms: number) =>
    expect(zoneOffsetMinutes('Europe/Paris', ms), new Date(ms).toISOString()).toBe(
      intlOffsetMinutes('Europe/Paris', ms),
    );

  it('agree with Intl around every change of offset, 1996 to 2060', () => {
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        // the last Sunday of March / October, 01:00 UTC, and the minutes around it
        const last = Date.UTC(year, month + 1, 0);
        const change = last - new Date(last).getUTCDay() * 86_400_000 + 3_600_000;
        for (const delta of [-3_600_001, -60_000, -1, 0, 1, 60_000, 3_600_000]) sample(change + delta);
      }
    }
  });

  it('agree with Intl every 7 hours over ten years', () => {
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2034, 0, 1); ms += 7 * 3_600_000) sample(ms);
  });

  it('reads wall-clock fields in the business zone, whatever the runtime zone', () => {
    expect(wallClockOf('2026-03-29T00:59:00Z')).toMatchObject({
      year: 2026,
      month: 3,
      day: 29,
      hours: 1,
      minutes: 59,
    });
    expect(wallClockOf('2026-03-29T01:00:00Z')).toMatchObject({ hours: 3, minutes: 0 });
    expect(wallClockOf('2026-10-25T00:30:00Z')).toMatchObject({ hours: 2, minutes: 30 });
    expect(wallClockOf('2026-10-25T01:30:00Z')).toMatchObject({ hours: 2, minutes: 30 });
    const local = inBusinessZone('2026-07-14T20:15:00Z');
    expect([
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
    ]).toEqual([2026, 6, 14, 22, 15]);
  });

  it('places wall-clock times on the change days like the zone does', () => {
    // autumn overlap: the first (summer) 02:30; spring gap: 02:30 does not exist, one hour later
    expect(zonedDateTime('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedDateTime('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedDateTime('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('falls back to Intl for other zones and before 1996', () => {
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 6, 1))).toBe(-240);
    expect(zoneOffsetMinutes('UTC', Date.UTC(2026, 6, 1))).toBe(0);
    sample(Date.UTC(1990, 6, 1));
  });
});
