import { describe, expect, it } from 'vitest';
import type { PremiumState } from '../intervention/intervention.rules';
import {
  type ExpenseLineInput,
  type ReportRuleContext,
  type ReportRuleInput,
  reportRuleErrors,
  reportTotalMinutes,
} from './report.rules';

const task = (duration: number, taskId = 't1') => ({ taskId, duration });
const report = (over: Partial<ReportRuleInput> = {}): ReportRuleInput => ({
  realStartingDate: '2026-03-10T09:00:00+01:00',
  reportTaskRequestList: [task(180)],
  reportPremiumTaskRequestList: [],
  expenseLineRequestList: [],
  publicComment: null,
  assistantStandardRateId: 'rate-1',
  ...over,
});
const visit: ReportRuleContext = {
  remote: false,
  premiumEnabled: true,
  premium: 'APPROVED',
  standardRatePrice: 25,
};
const remote: ReportRuleContext = { ...visit, remote: true };
const codes = (r: ReportRuleInput, ctx: ReportRuleContext = visit) =>
  reportRuleErrors(r, ctx).map((e) => e.errorCode);
const tasks = (...durations: number[]) =>
  report({ reportTaskRequestList: durations.map((d, i) => task(d, `t${i}`)) });

describe('reportRuleErrors: services and dates', () => {
  it('accepts a complete visit report', () => {
    expect(reportRuleErrors(report(), visit)).toEqual([]);
  });

  it('needs at least one service with a duration', () => {
    expect(reportRuleErrors(tasks(), visit)).toEqual([{ errorCode: 'report_no_service', field: 'tasks' }]);
    expect(codes(tasks(0, 0))).toEqual(['report_no_service']);
    // A remote report without a service is also under 15 minutes (both are said).
    expect(codes(tasks(), remote)).toEqual(['report_no_service', 'remote_report_under_15_min']);
    // A premium task alone is a service.
    expect(codes(report({ reportTaskRequestList: [], reportPremiumTaskRequestList: [task(180)] }))).toEqual(
      [],
    );
  });

  it('refuses a negative task duration', () => {
    expect(reportRuleErrors(tasks(200, -10), visit)).toEqual([
      { errorCode: 'positive-value-only', field: 'tasks' },
    ]);
  });

  it('needs a date', () => {
    for (const realStartingDate of [null, undefined, '']) {
      expect(reportRuleErrors(report({ realStartingDate }), visit)).toEqual([
        { errorCode: 'required-field', field: 'realStartingDate' },
      ]);
    }
  });

  it('needs a standard rate with a positive price', () => {
    for (const standardRatePrice of [0, null, -1, Number.NaN]) {
      expect(reportRuleErrors(report(), { ...visit, standardRatePrice })).toEqual([
        { errorCode: 'positive-value-only', field: 'assistantStandardRateId' },
      ]);
    }
    expect(codes(report(), { ...visit, standardRatePrice: 0.01 })).toEqual([]);
  });
});

describe('reportRuleErrors: 3 h and 12 h (visit)', () => {
  it('needs a comment under 3 h: 2h59 refused, 3h00 fine, 2h59 with a comment fine', () => {
    expect(reportRuleErrors(tasks(179), visit)).toEqual([
      { errorCode: 'report_short_needs_comment', field: 'publicComment' },
    ]);
    expect(codes(tasks(180))).toEqual([]);
    expect(codes(report({ reportTaskRequestList: [task(179)], publicComment: 'Client fatigué' }))).toEqual(
      [],
    );
    expect(codes(report({ reportTaskRequestList: [task(179)], publicComment: '   ' }))).toEqual([
      'report_short_needs_comment',
    ]);
    expect(codes(tasks(15))).toEqual(['report_short_needs_comment']);
  });

  it('counts all tasks together, premium ones included', () => {
    expect(codes(tasks(120, 59))).toEqual(['report_short_needs_comment']);
    expect(codes(tasks(120, 60))).toEqual([]);
    const withPremium = report({
      reportTaskRequestList: [task(120)],
      reportPremiumTaskRequestList: [task(60, 'p1')],
    });
    expect(codes(withPremium)).toEqual([]);
    expect(reportTotalMinutes(withPremium)).toBe(180);
  });

  it('allows 12h00, refuses 12h01', () => {
    expect(codes(tasks(720))).toEqual([]);
    expect(reportRuleErrors(tasks(721), visit)).toEqual([
      { errorCode: 'report_over_12_hours', field: 'tasks' },
    ]);
    expect(codes(tasks(360, 361))).toEqual(['report_over_12_hours']);
    const premiumOver = report({
      reportTaskRequestList: [task(700)],
      reportPremiumTaskRequestList: [task(21, 'p1')],
    });
    expect(codes(premiumOver)).toEqual(['report_over_12_hours']);
  });
});

describe('reportRuleErrors: remote work', () => {
  it('refuses 14 minutes, accepts 15', () => {
    expect(reportRuleErrors(tasks(14), remote)).toEqual([
      { errorCode: 'remote_report_under_15_min', field: 'tasks' },
    ]);
    expect(codes(tasks(15), remote)).toEqual([]);
    expect(codes(tasks(10, 5), remote)).toEqual([]);
  });

  it('needs no comment under 3 h, keeps the 12 h limit', () => {
    expect(codes(tasks(60), remote)).toEqual([]);
    expect(codes(tasks(179), remote)).toEqual([]);
    expect(codes(tasks(720), remote)).toEqual([]);
    expect(codes(tasks(721), remote)).toEqual(['report_over_12_hours']);
  });
});

describe('reportRuleErrors: premium tasks', () => {
  const premium = report({
    reportTaskRequestList: [task(120)],
    reportPremiumTaskRequestList: [task(60, 'p1')],
  });
  const cases: [PremiumState, string[]][] = [
    ['APPROVED', []],
    ['WAITING', ['premium_waiting_client_answer']],
    ['REFUSED', ['premium_rejected']],
    ['NONE', ['premium_not_eligible']],
  ];

  it.each(cases)('premium %s gives %j', (state, expected) => {
    expect(codes(premium, { ...visit, premium: state })).toEqual(expected);
    const errors = reportRuleErrors(premium, { ...visit, premium: state });
    for (const e of errors) expect(e.field).toBe('premiumTasks');
  });

  it('refuses premium tasks when premium is not offered, whatever the answer', () => {
    for (const [state] of cases) {
      expect(codes(premium, { ...visit, premiumEnabled: false, premium: state })).toEqual([
        'premium_not_eligible',
      ]);
    }
  });

  it('ignores premium tasks without a duration, and checks nothing without premium tasks', () => {
    const empty = report({ reportPremiumTaskRequestList: [task(0, 'p1')] });
    expect(codes(empty, { ...visit, premium: 'REFUSED' })).toEqual([]);
    expect(codes(report(), { ...visit, premiumEnabled: false, premium: 'NONE' })).toEqual([]);
    expect(codes(premium, remote)).toEqual([]);
  });
});

describe('reportRuleErrors: premium-hours lines follow the premium rule', () => {
  const line: ExpenseLineInput = { index: 0, kind: 'PREMIUM_HOURS', quantity: 30 };
  const withPremiumHours = report({ expenseLineRequestList: [line] });

  it('accepts premium hours once the client approved', () => {
    expect(codes(withPremiumHours, { ...visit, premium: 'APPROVED' })).toEqual([]);
  });

  it('refuses premium hours while waiting, refused or not offered', () => {
    expect(codes(withPremiumHours, { ...visit, premium: 'WAITING' })).toEqual([
      'premium_waiting_client_answer',
    ]);
    expect(codes(withPremiumHours, { ...visit, premium: 'REFUSED' })).toEqual(['premium_rejected']);
    expect(codes(withPremiumHours, { ...visit, premiumEnabled: false })).toEqual(['premium_not_eligible']);
  });
});

describe('reportRuleErrors: expense lines', () => {
  const withLines = (...lines: ExpenseLineInput[]) => report({ expenseLineRequestList: lines });
  const expense = (over: Partial<ExpenseLineInput> = {}): ExpenseLineInput => ({
    index: 0,
    kind: 'EXPENSE',
    label: 'Parking',
    amount: 4.5,
    expenseFileName: 'file-1',
    ...over,
  });

  it('accepts a positive expense with its proof', () => {
    expect(codes(withLines(expense()))).toEqual([]);
    expect(codes(withLines(expense({ amount: 0.01 })))).toEqual([]);
  });

  it('refuses an amount of 0, negative or missing', () => {
    for (const amount of [0, -3, null, undefined, Number.NaN]) {
      expect(reportRuleErrors(withLines(expense({ amount })), visit)).toEqual([
        { errorCode: 'positive-value-only', field: 'expenses.0' },
      ]);
    }
  });

  it('refuses an expense without a proof, unless proofs are checked later', () => {
    for (const expenseFileName of [null, undefined, '']) {
      expect(reportRuleErrors(withLines(expense({ index: 2, expenseFileName })), visit)).toEqual([
        { errorCode: 'missing_expense_file', field: 'expenses.2' },
      ]);
      const later = { ...visit, checkProofIds: false };
      expect(codes(withLines(expense({ expenseFileName })), later)).toEqual([]);
      expect(codes(withLines(expense({ expenseFileName, amount: 0 })), later)).toEqual([
        'positive-value-only',
      ]);
    }
    expect(codes(withLines(expense({ expenseFileName: null })), { ...visit, checkProofIds: true })).toEqual([
      'missing_expense_file',
    ]);
  });

  it('says both problems of one expense line, named by its index', () => {
    expect(
      reportRuleErrors(withLines(expense({ index: 3, amount: 0, expenseFileName: null })), visit),
    ).toEqual([
      { errorCode: 'positive-value-only', field: 'expenses.3' },
      { errorCode: 'missing_expense_file', field: 'expenses.3' },
    ]);
  });

  it.each(['KM', 'HOURS', 'PREMIUM_HOURS'] as const)(
    '%s lines need a positive quantity and no proof',
    (kind) => {
      expect(codes(withLines({ index: 0, kind, quantity: 1 }))).toEqual([]);
      // kilometres may have a fraction; hours lines count whole minutes
      expect(codes(withLines({ index: 0, kind, quantity: 0.5 }))).toEqual(
        kind === 'KM' ? [] : ['validation_failed'],
      );
      for (const quantity of [0, -1, null, undefined]) {
        expect(reportRuleErrors(withLines({ index: 1, kind, quantity }), visit)).toEqual([
          { errorCode: 'positive-value-only', field: 'expenses.1' },
        ]);
      }
      // The quantity is what counts, not an amount.
      expect(codes(withLines({ index: 0, kind, amount: 10, quantity: null }))).toEqual([
        'positive-value-only',
      ]);
    },
  );
});
