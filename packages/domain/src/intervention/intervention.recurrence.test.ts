import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDayOfDate, zonedDateTime } from '../time/business-time';
import { RECURRENCE_KINDS, atSameTime, interventionTimeErrors, recurrenceDates } from './intervention.rules';

const dayMs = 86_400_000;
const daysFrom = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / dayMs);

describe('recurrenceDates', () => {
  it('makes no date outside the range, so a far date cannot overflow (issue 14)', () => {
    expect(recurrenceDates('9999-12-31', 'WEEKLY', '9999-12-31')).toEqual([]);
    expect(recurrenceDates('0001-01-01', 'MONTHLY', '0001-12-31')).toEqual([]);
    const last = recurrenceDates('2099-12-01', 'WORKING_DAYS', '2100-12-31');
    expect(last.at(-1)).toBe('2099-12-31');
    expect(recurrenceDates('2099-06-15', 'MONTHLY', '9999-12-31')).toEqual([
      '2099-06-15',
      '2099-07-15',
      '2099-08-15',
      '2099-09-15',
      '2099-10-15',
      '2099-11-15',
      '2099-12-15',
    ]);
  });

  // March 2026: the 6th is a Friday, the 10th a Tuesday.
  it('WORKING_DAYS: Monday to Friday, weekends skipped, until inclusive', () => {
    expect(recurrenceDates('2026-03-06', 'WORKING_DAYS', '2026-03-10')).toEqual([
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(recurrenceDates('2026-03-06', 'WORKING_DAYS', '2026-03-08')).toEqual(['2026-03-06']);
  });

  it('WEEKLY: same weekday every week, until inclusive', () => {
    expect(recurrenceDates('2026-03-10', 'WEEKLY', '2026-03-31')).toEqual([
      '2026-03-10',
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
    ]);
    expect(recurrenceDates('2026-03-10', 'WEEKLY', '2026-03-30')).toEqual([
      '2026-03-10',
      '2026-03-17',
      '2026-03-24',
    ]);
  });

  it('BIWEEKLY: every two weeks, across a month and year end', () => {
    expect(recurrenceDates('2026-03-10', 'BIWEEKLY', '2026-04-07')).toEqual([
      '2026-03-10',
      '2026-03-24',
      '2026-04-07',
    ]);
    expect(recurrenceDates('2026-03-10', 'BIWEEKLY', '2026-04-06')).toEqual(['2026-03-10', '2026-03-24']);
    expect(recurrenceDates('2026-12-22', 'BIWEEKLY', '2027-01-19')).toEqual([
      '2026-12-22',
      '2027-01-05',
      '2027-01-19',
    ]);
  });

  it('MONTHLY: same day of the month, months without it skipped', () => {
    expect(recurrenceDates('2026-01-31', 'MONTHLY', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
    expect(recurrenceDates('2026-01-29', 'MONTHLY', '2026-03-29')).toEqual(['2026-01-29', '2026-03-29']);
    expect(recurrenceDates('2028-01-29', 'MONTHLY', '2028-03-29')).toEqual([
      '2028-01-29',
      '2028-02-29',
      '2028-03-29',
    ]);
    expect(recurrenceDates('2026-03-10', 'MONTHLY', '2026-05-09')).toEqual(['2026-03-10', '2026-04-10']);
  });

  it('is capped at the same date one year later (included)', () => {
    const far = '2030-01-01';
    const weekly = recurrenceDates('2026-03-10', 'WEEKLY', far);
    expect(weekly).toHaveLength(53);
    expect(weekly.at(-1)).toBe('2027-03-09');
    expect(recurrenceDates('2026-03-10', 'BIWEEKLY', far)).toHaveLength(27);
    const monthly = recurrenceDates('2026-03-10', 'MONTHLY', far);
    expect(monthly).toHaveLength(13);
    expect(monthly.at(-1)).toBe('2027-03-10');
    const working = recurrenceDates('2026-03-10', 'WORKING_DAYS', far);
    expect(working.at(-1)).toBe('2027-03-10');
    expect(working).toHaveLength(262);
  });

  it('caps on the calendar year when it spans a 29 February', () => {
    const monthly = recurrenceDates('2027-06-15', 'MONTHLY', '2030-01-01');
    expect(monthly).toHaveLength(13);
    expect(monthly.at(-1)).toBe('2028-06-15');
    expect(recurrenceDates('2027-06-15', 'WORKING_DAYS', '2030-01-01').at(-1)).toBe('2028-06-15');
    // From a 29 February, the cap is 28 February of the next year.
    expect(recurrenceDates('2028-02-29', 'WORKING_DAYS', '2030-01-01').at(-1)).toBe('2029-02-28');
    const leapMonthly = recurrenceDates('2028-02-29', 'MONTHLY', '2030-01-01');
    expect(leapMonthly).toHaveLength(12);
    expect(leapMonthly.at(-1)).toBe('2029-01-29');
  });

  it('gives no date when until is before the first (decision: the API answers 400 on recurrence.until)', () => {
    for (const kind of RECURRENCE_KINDS) {
      expect(recurrenceDates('2026-03-10', kind, '2026-03-09')).toEqual([]);
      expect(recurrenceDates('2026-03-10', kind, '2026-03-01')).toEqual([]);
      expect(recurrenceDates('2026-03-10', kind, '2026-03-10')).toEqual(['2026-03-10']);
    }
  });

  it('skips a weekend first date for WORKING_DAYS (decision: weekdays only)', () => {
    expect(recurrenceDates('2026-03-07', 'WORKING_DAYS', '2026-03-10')).toEqual(['2026-03-09', '2026-03-10']);
    expect(recurrenceDates('2026-03-07', 'WORKING_DAYS', '2026-03-08')).toEqual([]);
    expect(recurrenceDates('2026-03-07', 'WEEKLY', '2026-03-14')).toEqual(['2026-03-07', '2026-03-14']);
  });

  it('gives ascending dates that follow the kind, within until and one year (property)', () => {
    const date = fc
      .date({
        min: new Date('2025-01-01T00:00:00Z'),
        max: new Date('2031-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        date,
        fc.constantFrom(...RECURRENCE_KINDS),
        fc.integer({ min: -30, max: 800 }),
        (first, kind, span) => {
          const until = new Date(Date.parse(first) + span * dayMs).toISOString().slice(0, 10);
          const dates = recurrenceDates(first, kind, until);
          if (until < first) expect(dates).toEqual([]);
          const weekend = kind === 'WORKING_DAYS' && isoDayOfDate(first) > 5;
          if (until >= first && !weekend) expect(dates[0]).toBe(first);
          for (let i = 0; i < dates.length; i += 1) {
            const d = dates[i] ?? '';
            if (i > 0) expect(daysFrom(dates[i - 1] ?? '', d)).toBeGreaterThan(0);
            expect(d >= first).toBe(true);
            expect(d <= until).toBe(true);
            expect(daysFrom(first, d)).toBeLessThanOrEqual(366);
            if (kind === 'WORKING_DAYS') expect(isoDayOfDate(d)).toBeLessThanOrEqual(5);
            if (kind === 'WEEKLY') expect(daysFrom(first, d) % 7).toBe(0);
            if (kind === 'BIWEEKLY') expect(daysFrom(first, d) % 14).toBe(0);
            if (kind === 'MONTHLY') expect(d.slice(8)).toBe(first.slice(8));
          }
        },
      ),
    );
  });
});

describe('atSameTime', () => {
  it('keeps the Paris wall-clock time across the spring DST change', () => {
    const start = zonedDateTime('2026-03-27', '09:30');
    expect(start.toISOString()).toBe('2026-03-27T08:30:00.000Z');
    expect(atSameTime(start, '2026-03-29').toISOString()).toBe('2026-03-29T07:30:00.000Z');
    expect(atSameTime(start, '2026-03-30').toISOString()).toBe('2026-03-30T07:30:00.000Z');
  });

  it('keeps the Paris wall-clock time across the autumn DST change', () => {
    const start = zonedDateTime('2026-10-23', '06:00');
    expect(start.toISOString()).toBe('2026-10-23T04:00:00.000Z');
    expect(atSameTime(start, '2026-10-25').toISOString()).toBe('2026-10-25T05:00:00.000Z');
    expect(atSameTime(start, '2026-10-26').toISOString()).toBe('2026-10-26T05:00:00.000Z');
  });

  it('places every recurring 06:00 visit at 06:00, so none breaks the time rules', () => {
    const start = zonedDateTime('2026-03-02', '06:00');
    const dates = recurrenceDates('2026-03-02', 'WORKING_DAYS', '2026-11-30');
    for (const d of dates) {
      expect(interventionTimeErrors(atSameTime(start, d), 18 * 60 - 1)).toEqual([]);
    }
  });
});
