import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPENSE_KINDS,
  type ExpenseLineInput,
  formatDuration,
  reportTotalMinutes,
  reportTotals,
} from './report.rules';

describe('formatDuration', () => {
  it.each([
    [0, '00h00'],
    [null, '00h00'],
    [undefined, '00h00'],
    [-30, '00h00'],
    [Number.NaN, '00h00'],
    [Number.POSITIVE_INFINITY, '00h00'],
    [0.4, '00h00'],
    [1, '1m'],
    [5, '5m'],
    [45, '45m'],
    [59, '59m'],
    [59.6, '1h'],
    [60, '1h'],
    [61, '1h01'],
    [120, '2h'],
    [125, '2h05'],
    [135, '2h15'],
    [720, '12h'],
    [1500, '25h'],
  ])('%s minutes -> %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

const empty = { reportTaskRequestList: [], reportPremiumTaskRequestList: [], expenseLineRequestList: [] };

describe('reportTotals', () => {
  it('is all zeros for an empty report', () => {
    expect(reportTotals(empty)).toEqual({
      taskMinutes: 0,
      premiumMinutes: 0,
      extraHoursMinutes: 0,
      extraPremiumMinutes: 0,
      km: 0,
      expensesCents: 0,
    });
  });

  it('sums each part apart', () => {
    const lines: ExpenseLineInput[] = [
      { index: 0, kind: 'EXPENSE', amount: 12.5, expenseFileName: 'f1' },
      { index: 1, kind: 'EXPENSE', amount: 3, expenseFileName: 'f2' },
      { index: 2, kind: 'HOURS', quantity: 30 },
      { index: 3, kind: 'HOURS', quantity: 15 },
      { index: 4, kind: 'PREMIUM_HOURS', quantity: 45 },
      { index: 5, kind: 'KM', quantity: 12.5 },
      { index: 6, kind: 'KM', quantity: 7 },
    ];
    expect(
      reportTotals({
        reportTaskRequestList: [
          { taskId: 'a', duration: 60 },
          { taskId: 'b', duration: 45 },
        ],
        reportPremiumTaskRequestList: [{ taskId: 'p', duration: 30 }],
        expenseLineRequestList: lines,
      }),
    ).toEqual({
      taskMinutes: 105,
      premiumMinutes: 30,
      extraHoursMinutes: 45,
      extraPremiumMinutes: 45,
      km: 19.5,
      expensesCents: 1550,
    });
  });

  it('adds expenses in whole cents, without float error', () => {
    const amounts = (...xs: number[]) =>
      reportTotals({
        ...empty,
        expenseLineRequestList: xs.map((amount, index) => ({ index, kind: 'EXPENSE' as const, amount })),
      }).expensesCents;
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(amounts(0.1, 0.2)).toBe(30);
    expect(amounts(19.99, 19.99, 19.99)).toBe(5997);
    expect(amounts(1.15, 2.3, 0.07)).toBe(352);
    expect(amounts(...Array.from({ length: 10 }, () => 0.1))).toBe(100);
  });

  it('counts negative or missing values as zero (the rules refuse them apart)', () => {
    expect(
      reportTotals({
        reportTaskRequestList: [{ taskId: 'a', duration: -30 }],
        reportPremiumTaskRequestList: [],
        expenseLineRequestList: [
          { index: 0, kind: 'EXPENSE', amount: -5 },
          { index: 1, kind: 'EXPENSE', amount: null },
          { index: 2, kind: 'KM', quantity: -3 },
          { index: 3, kind: 'HOURS' },
        ],
      }),
    ).toEqual({
      taskMinutes: 0,
      premiumMinutes: 0,
      extraHoursMinutes: 0,
      extraPremiumMinutes: 0,
      km: 0,
      expensesCents: 0,
    });
  });

  it('is never negative and equals the sum of its parts (property)', () => {
    const taskArb = fc.record({ taskId: fc.string(), duration: fc.integer({ min: -720, max: 720 }) });
    const cents = fc.integer({ min: -100_000, max: 100_000 });
    const lineArb = fc.record({
      kind: fc.constantFrom(...EXPENSE_KINDS),
      cents,
      quantity: fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(taskArb), fc.array(taskArb), fc.array(lineArb), (ts, ps, ls) => {
        const lines: ExpenseLineInput[] = ls.map((l, index) => ({
          index,
          kind: l.kind,
          amount: l.cents / 100,
          quantity: l.quantity,
        }));
        const totals = reportTotals({
          reportTaskRequestList: ts,
          reportPremiumTaskRequestList: ps,
          expenseLineRequestList: lines,
        });
        for (const value of Object.values(totals)) expect(value).toBeGreaterThanOrEqual(0);
        const pos = (n: number | null | undefined) => Math.max(0, n ?? 0);
        const sumQty = (kind: string) =>
          ls.filter((l) => l.kind === kind).reduce((s, l) => s + pos(l.quantity), 0);
        expect(totals.taskMinutes).toBe(ts.reduce((s, t) => s + pos(t.duration), 0));
        expect(totals.premiumMinutes).toBe(ps.reduce((s, t) => s + pos(t.duration), 0));
        expect(totals.taskMinutes + totals.premiumMinutes).toBe(
          reportTotalMinutes({ reportTaskRequestList: ts, reportPremiumTaskRequestList: ps }),
        );
        expect(totals.extraHoursMinutes).toBe(sumQty('HOURS'));
        expect(totals.extraPremiumMinutes).toBe(sumQty('PREMIUM_HOURS'));
        expect(totals.km).toBe(sumQty('KM'));
        expect(totals.expensesCents).toBe(
          ls.filter((l) => l.kind === 'EXPENSE').reduce((s, l) => s + pos(l.cents), 0),
        );
        expect(Number.isInteger(totals.expensesCents)).toBe(true);
      }),
    );
  });
});
