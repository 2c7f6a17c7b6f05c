import { describe, expect, it } from 'vitest';
import { leaveBodySchema, leaveDeleteBodySchema } from './leave.schema';
import { leaveRuleErrors, rangesOverlap } from './leave.rules';

const today = '2026-03-11';
const codes = (...args: Parameters<typeof leaveRuleErrors>) =>
  leaveRuleErrors(...args).map((e) => e.errorCode);

describe('leave body', () => {
  it('needs dates and a label of at most 100 characters; comment optional up to 500', () => {
    const ok = { startDate: '2026-03-12', endDate: '2026-03-13', label: 'Congés' };
    expect(leaveBodySchema.safeParse(ok).success).toBe(true);
    expect(leaveBodySchema.safeParse({ ...ok, comment: null }).success).toBe(true);
    expect(leaveBodySchema.safeParse({ ...ok, comment: 'x'.repeat(500) }).success).toBe(true);
    expect(leaveBodySchema.safeParse({ ...ok, comment: 'x'.repeat(501) }).success).toBe(false);
    expect(leaveBodySchema.safeParse({ ...ok, label: 'x'.repeat(100) }).success).toBe(true);
    expect(leaveBodySchema.safeParse({ ...ok, label: 'x'.repeat(101) }).success).toBe(false);
    const blank = leaveBodySchema.safeParse({ ...ok, label: '  ' });
    expect(blank.error?.issues[0]?.message).toBe('required-field');
    expect(leaveBodySchema.safeParse({ ...ok, startDate: '2026-02-30' }).success).toBe(false);
    expect(leaveBodySchema.safeParse({ ...ok, endDate: '13/03/2026' }).success).toBe(false);
  });

  it('needs a deletion reason of at most 500 characters', () => {
    expect(leaveDeleteBodySchema.safeParse({ reason: 'Annulé' }).success).toBe(true);
    expect(leaveDeleteBodySchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe('required-field');
    expect(leaveDeleteBodySchema.safeParse({}).success).toBe(false);
    expect(leaveDeleteBodySchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('leave rules', () => {
  it('allows end = start, refuses end < start', () => {
    expect(codes({ startDate: '2026-03-12', endDate: '2026-03-12' }, { today, others: [] })).toEqual([]);
    expect(codes({ startDate: '2026-03-12', endDate: '2026-03-11' }, { today, others: [] })).toEqual([
      'leave_end_before_start',
    ]);
  });

  it('allows a start today on create, refuses yesterday', () => {
    expect(codes({ startDate: today, endDate: today }, { today, others: [] })).toEqual([]);
    expect(leaveRuleErrors({ startDate: '2026-03-10', endDate: today }, { today, others: [] })).toEqual([
      { errorCode: 'date-in-future', field: 'startDate' },
    ]);
  });

  it('refuses an overlap of one day, allows adjacent absences', () => {
    const others = [{ startDate: '2026-03-20', endDate: '2026-03-22' }];
    expect(codes({ startDate: '2026-03-22', endDate: '2026-03-25' }, { today, others })).toEqual([
      'leave_overlap',
    ]);
    expect(codes({ startDate: '2026-03-15', endDate: '2026-03-20' }, { today, others })).toEqual([
      'leave_overlap',
    ]);
    expect(codes({ startDate: '2026-03-23', endDate: '2026-03-25' }, { today, others })).toEqual([]);
    expect(codes({ startDate: '2026-03-15', endDate: '2026-03-19' }, { today, others })).toEqual([]);
    expect(
      rangesOverlap(
        { startDate: '2026-03-01', endDate: '2026-03-31' },
        { startDate: '2026-03-10', endDate: '2026-03-10' },
      ),
    ).toBe(true);
  });

  it('on edit of a leave not started: same rules', () => {
    const existing = { startDate: '2026-03-20', endDate: '2026-03-22' };
    expect(codes({ startDate: today, endDate: '2026-03-22' }, { today, existing, others: [] })).toEqual([]);
    expect(
      codes({ startDate: '2026-03-10', endDate: '2026-03-22' }, { today, existing, others: [] }),
    ).toEqual(['date-in-future']);
  });

  it('on edit of a started leave: end, label, comment may change, the start may not', () => {
    const existing = { startDate: '2026-03-09', endDate: '2026-03-13' };
    expect(
      codes({ startDate: '2026-03-09', endDate: '2026-03-10' }, { today, existing, others: [] }),
    ).toEqual([]);
    expect(
      codes({ startDate: '2026-03-09', endDate: '2026-03-20' }, { today, existing, others: [] }),
    ).toEqual([]);
    expect(
      codes({ startDate: '2026-03-08', endDate: '2026-03-13' }, { today, existing, others: [] }),
    ).toEqual(['leave_already_started']);
    expect(
      codes({ startDate: '2026-03-12', endDate: '2026-03-13' }, { today, existing, others: [] }),
    ).toEqual(['leave_already_started']);
    expect(
      codes({ startDate: '2026-03-09', endDate: '2026-03-08' }, { today, existing, others: [] }),
    ).toEqual(['leave_end_before_start']);
    // starting today counts as started
    const fromToday = { startDate: today, endDate: '2026-03-13' };
    expect(
      codes({ startDate: '2026-03-12', endDate: '2026-03-13' }, { today, existing: fromToday, others: [] }),
    ).toEqual(['leave_already_started']);
  });
});
