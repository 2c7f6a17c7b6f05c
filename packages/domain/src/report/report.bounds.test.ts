import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportAmountCents } from '../money/money.rules';
import { boundedStoredReport } from './stored-report';
import {
  EXPENSE_AMOUNT_MAX,
  EXPENSE_HOURS_MAX,
  EXPENSE_KM_MAX,
  FIXED_PRICE_MAX,
  TASK_MINUTES_MAX,
} from './report.bounds';
import { reportRuleErrors, reportTotals } from './report.rules';
import { reportBodySchema, type ReportBody } from './report.schema';

const stored = (over: Partial<ReportBody>): ReportBody => ({
  realStartingDate: '2026-03-10T09:00:00+01:00',
  reportTaskRequestList: [{ taskId: 't1', duration: 60 }],
  reportPremiumTaskRequestList: [],
  expenseLineRequestList: [],
  assistantStandardRateId: 'r1',
  ...over,
});
const rates = { standardHourlyCents: 2500, premiumHourlyCents: 3200, kmCents: 45 };

describe('boundedStoredReport', () => {
  it('reads a value stored beyond its bound as the bound, and leaves values inside it alone', () => {
    const r = boundedStoredReport(
      stored({
        fixedPrice: 1e308,
        reportTaskRequestList: [{ taskId: 't1', duration: 1e20 }],
        expenseLineRequestList: [
          { index: 0, kind: 'KM', quantity: 1e308 },
          { index: 1, kind: 'HOURS', quantity: 1e20 },
          { index: 2, kind: 'EXPENSE', amount: 1e308, expenseFileName: 'f' },
          { index: 3, kind: 'KM', quantity: 12.5, label: 'Trajet' },
        ],
      }),
    );
    expect(r.fixedPrice).toBe(FIXED_PRICE_MAX);
    expect(r.reportTaskRequestList[0]?.duration).toBe(TASK_MINUTES_MAX);
    expect(r.expenseLineRequestList.map((l) => l.quantity ?? l.amount)).toEqual([
      EXPENSE_KM_MAX,
      EXPENSE_HOURS_MAX,
      EXPENSE_AMOUNT_MAX,
      12.5,
    ]);
    expect(r.expenseLineRequestList[3]).toEqual({ index: 3, kind: 'KM', quantity: 12.5, label: 'Trajet' });
  });

  it('reads an hours line stored with a fraction of a minute as whole minutes (km keep their fraction)', () => {
    const r = boundedStoredReport(
      stored({
        expenseLineRequestList: [
          { index: 0, kind: 'HOURS', quantity: 0.5 },
          { index: 1, kind: 'PREMIUM_HOURS', quantity: 30.4 },
          { index: 2, kind: 'KM', quantity: 0.5 },
        ],
      }),
    );
    expect(r.expenseLineRequestList.map((l) => l.quantity)).toEqual([1, 30, 0.5]);
  });

  it('makes every stored report priceable: no throw, finite integer cents (property)', () => {
    const num = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(1e308));
    const kind = fc.constantFrom('EXPENSE', 'HOURS', 'PREMIUM_HOURS', 'KM' as const);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), { maxLength: 5 }),
        fc.array(fc.record({ kind, amount: num, quantity: num }), { maxLength: 5 }),
        (durations, lines) => {
          const r = boundedStoredReport(
            stored({
              reportTaskRequestList: durations.map((duration) => ({ taskId: 't', duration })),
              expenseLineRequestList: lines.map((l, index) => ({ ...l, index })),
            }),
          );
          const t = reportTotals(r);
          const amount = reportAmountCents({ ...t, expensesCents: t.expensesCents }, rates);
          expect(Number.isSafeInteger(amount.totalCents)).toBe(true);
        },
      ),
    );
  });
});

describe('the report bounds', () => {
  const ctx = { remote: false, premiumEnabled: true, premium: 'APPROVED' as const, standardRatePrice: 25 };
  const errors = (over: Partial<ReportBody>) =>
    reportRuleErrors(stored({ publicComment: 'ok', ...over }), ctx);

  it('the rules refuse each line kind over its own bound (the app checks them early)', () => {
    expect(errors({ expenseLineRequestList: [{ index: 0, kind: 'KM', quantity: EXPENSE_KM_MAX }] })).toEqual(
      [],
    );
    expect(
      errors({ expenseLineRequestList: [{ index: 0, kind: 'KM', quantity: EXPENSE_KM_MAX + 0.01 }] }),
    ).toEqual([{ errorCode: 'value-out-of-range', field: 'expenses.0' }]);
    expect(
      errors({ expenseLineRequestList: [{ index: 4, kind: 'HOURS', quantity: EXPENSE_HOURS_MAX + 1 }] }),
    ).toEqual([{ errorCode: 'value-out-of-range', field: 'expenses.4' }]);
    expect(
      errors({
        expenseLineRequestList: [
          { index: 0, kind: 'EXPENSE', amount: EXPENSE_AMOUNT_MAX + 1, expenseFileName: 'f' },
        ],
      }),
    ).toEqual([{ errorCode: 'value-out-of-range', field: 'expenses.0' }]);
    expect(
      errors({
        expenseLineRequestList: [
          { index: 0, kind: 'HOURS', quantity: 0.5 },
          { index: 1, kind: 'PREMIUM_HOURS', quantity: 0.001 },
          { index: 2, kind: 'KM', quantity: 0.5 },
        ],
      }),
    ).toEqual([
      { errorCode: 'validation_failed', field: 'expenses.0' },
      { errorCode: 'validation_failed', field: 'expenses.1' },
    ]);
    expect(errors({ fixedPrice: FIXED_PRICE_MAX + 1 })).toEqual([
      { errorCode: 'value-out-of-range', field: 'fixedPrice' },
    ]);
    expect(
      errors({ reportTaskRequestList: [{ taskId: 't', duration: TASK_MINUTES_MAX + 1 }] }),
    ).toContainEqual({
      errorCode: 'value-out-of-range',
      field: 'tasks',
    });
  });

  it('the schema refuses 1e308 km and a 1e308 fixed price with value-out-of-range at the field', () => {
    const res = reportBodySchema.safeParse(
      stored({ fixedPrice: 1e308, expenseLineRequestList: [{ index: 0, kind: 'KM', quantity: 1e308 }] }),
    );
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expenseLineRequestList.0.quantity', 'value-out-of-range'],
      ['fixedPrice', 'value-out-of-range'],
    ]);
  });
});
