import { describe, expect, it } from 'vitest';
import { interventionTimeErrors } from '../intervention/intervention.rules';
import { leaveRuleErrors } from '../leave/leave.rules';
import { DATE_MAX, DATE_MIN, dateInRange, instantInRange, monthInRange } from './date-range';
import {
  birthdateSchema,
  boundedDateSchema,
  boundedDateTimeSchema,
  boundedMonthOrDateSchema,
} from './date.schema';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('the date range', () => {
  it('holds dates, months and instants from 2000 to 2099, both ends included', () => {
    expect([DATE_MIN, DATE_MAX, '2026-03-11'].every((d) => dateInRange(d))).toBe(true);
    expect(
      ['1999-12-31', '2100-01-01', '0001-01-01', '9999-12-31', 'garbage'].some((d) => dateInRange(d)),
    ).toBe(false);
    expect(monthInRange('2099-12')).toBe(true);
    expect(monthInRange('2026-13')).toBe(false);
    expect(monthInRange('9999-12')).toBe(false);
    expect(instantInRange('2000-01-01T00:00:00Z')).toBe(true);
    expect(instantInRange('2099-12-31T23:59:59.999Z')).toBe(true);
    expect(instantInRange('2099-12-31T23:59:59-01:00')).toBe(false);
    expect(instantInRange('9999-12-31T23:59:59Z')).toBe(false);
    expect(instantInRange('0001-01-01T00:00:00Z')).toBe(false);
  });

  it('the schemas refuse a far date with date-out-of-range, a malformed one with its format error only', () => {
    expect(messages(boundedDateSchema.safeParse('9999-12-31'))).toEqual(['date-out-of-range']);
    expect(messages(boundedDateTimeSchema.safeParse('9999-12-31T23:59:59Z'))).toEqual(['date-out-of-range']);
    expect(messages(boundedMonthOrDateSchema.safeParse('0001-01'))).toEqual(['date-out-of-range']);
    expect(messages(birthdateSchema.safeParse('1899-12-31'))).toEqual(['date-out-of-range']);
    expect(birthdateSchema.safeParse('1900-01-01').success).toBe(true);
    expect(messages(boundedDateSchema.safeParse('31/12/2026'))).not.toContain('date-out-of-range');
    expect(boundedDateTimeSchema.safeParse('2026-03-11T10:00:00+01:00').success).toBe(true);
  });
});

describe('the rules of dates the app checks early', () => {
  it('an intervention or an absence outside the range is date-out-of-range, nothing else', () => {
    expect(interventionTimeErrors(new Date('9999-12-31T23:59:59Z'), 60)).toEqual([
      { errorCode: 'date-out-of-range', field: 'startDate' },
    ]);
    expect(interventionTimeErrors(new Date(8.64e15), 60)).toEqual([
      { errorCode: 'date-out-of-range', field: 'startDate' },
    ]);
    const ctx = { today: '2026-03-11', others: [] };
    expect(leaveRuleErrors({ startDate: '2026-03-12', endDate: '9999-12-31' }, ctx)).toEqual([
      { errorCode: 'date-out-of-range', field: 'endDate' },
    ]);
    expect(leaveRuleErrors({ startDate: '2026-03-12', endDate: '2099-12-31' }, ctx)).toEqual([]);
  });
});
