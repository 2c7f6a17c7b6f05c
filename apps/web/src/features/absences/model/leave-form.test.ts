import { describe, expect, it } from 'vitest';
import { bodyFromForm, validateLeaveForm, type LeaveFormValues } from './leave-form';

const TODAY = '2026-11-21';
const form = (over: Partial<LeaveFormValues> = {}): LeaveFormValues => ({
  startDate: '2026-11-25',
  endDate: '2026-11-27',
  label: 'Holidays',
  comment: '',
  ...over,
});
const check = (
  values: LeaveFormValues,
  others: { startDate: string; endDate: string; label: string }[] = [],
  existing?: { startDate: string; endDate: string },
) => validateLeaveForm(values, { today: TODAY, others, existing });

describe('absence form rules (same as the server)', () => {
  it('accepts a valid absence', () => {
    expect(check(form())).toEqual({});
  });

  it('dates in the range the server takes (issue 14)', () => {
    expect(check(form({ endDate: '9999-12-31' }))).toEqual({ endDate: { code: 'date-out-of-range' } });
    expect(check(form({ endDate: '2099-12-31' }))).toEqual({});
  });

  it('end not before start: same day allowed, the day before refused', () => {
    expect(check(form({ startDate: '2026-11-25', endDate: '2026-11-25' }))).toEqual({});
    expect(check(form({ startDate: '2026-11-25', endDate: '2026-11-24' }))).toEqual({
      endDate: { code: 'leave_end_before_start' },
    });
  });

  it('start not in the past: today allowed, yesterday refused', () => {
    expect(check(form({ startDate: TODAY, endDate: TODAY }))).toEqual({});
    expect(check(form({ startDate: '2026-11-20', endDate: '2026-11-22' }))).toEqual({
      startDate: { code: 'date-in-future' },
    });
  });

  it('an absence already started keeps its start but may change its end', () => {
    const existing = { startDate: '2026-11-18', endDate: '2026-11-22' };
    expect(check(form({ startDate: '2026-11-18', endDate: '2026-11-30' }), [], existing)).toEqual({});
    expect(check(form({ startDate: '2026-11-19', endDate: '2026-11-30' }), [], existing)).toEqual({
      startDate: { code: 'leave_already_started' },
    });
  });

  it('label required: blank refused, one character accepted', () => {
    expect(check(form({ label: '   ' }))).toEqual({ label: { code: 'required-field' } });
    expect(check(form({ label: 'x' }))).toEqual({});
  });

  it('dates required and well formed', () => {
    expect(check(form({ startDate: '', endDate: '' }))).toEqual({
      startDate: { code: 'required-field' },
      endDate: { code: 'required-field' },
    });
    expect(check(form({ endDate: '2026-13-45' }))).toEqual({ endDate: { code: 'invalid_date' } });
  });

  it('overlap with a known absence: a shared day refused (named), adjacent days accepted', () => {
    const other = { startDate: '2026-11-28', endDate: '2026-11-30', label: 'Training' };
    expect(check(form({ endDate: '2026-11-27' }), [other])).toEqual({});
    expect(check(form({ endDate: '2026-11-28' }), [other])).toEqual({
      startDate: { code: 'leave_overlap', values: { label: 'Training' } },
    });
    expect(check(form({ startDate: '2026-12-01', endDate: '2026-12-02' }), [other])).toEqual({});
    expect(check(form({ startDate: '2026-11-30', endDate: '2026-12-02' }), [other])).toEqual({
      startDate: { code: 'leave_overlap', values: { label: 'Training' } },
    });
  });

  it('sends trimmed text and no empty comment', () => {
    expect(bodyFromForm(form({ label: ' Holidays ', comment: '  ' }))).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-11-27',
      label: 'Holidays',
      comment: null,
    });
  });
});
