import { describe, expect, it } from 'vitest';
import { amountsOf } from './report-totals';
import { emptyReportForm, type ReportFormValues } from './report-values';

const RATES = [
  { id: 'r-prem', kind: 'PREMIUM' as const, label: 'Premium', hourlyRate: 45 },
  { id: 'r-std', kind: 'STANDARD' as const, label: 'Standard', hourlyRate: 30 },
];
const form = (change: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...emptyReportForm('2026-11-20T08:30:00.000Z', RATES),
  ...change,
});
const task = (hours: string, minutes = '') => ({ hours, minutes, comment: '' });

describe('the report editor’s amounts (as the pro-forma counts them)', () => {
  it('prices the hours at her chosen rate, the km at the active rate, the expenses as typed', () => {
    const values = form({
      tasks: { t1: task('2', '30') },
      extraHours: { hours: '', minutes: '30' },
      km: '12,5',
      expenses: [{ key: 'e1', label: 'Taxi', amount: '8,40', proof: null }],
    });
    // 180 min at 30 €/h = 90 €; 12.5 km at 0.45 € = 5.625 -> 5.62 (half toward zero); 8.40 €
    expect(amountsOf(values, false, RATES, 45)).toMatchObject({
      hoursCents: 9000,
      kmCents: 562,
      expensesCents: 840,
      totalCents: 9000 + 562 + 840,
    });
  });

  it('prices premium minutes at the premium rate only while premium is open', () => {
    const values = form({ tasks: { t1: task('1') }, premiumTasks: { p1: task('1') } });
    expect(amountsOf(values, true, RATES, 45)).toMatchObject({ hoursCents: 3000, premiumHoursCents: 4500 });
    expect(amountsOf(values, false, RATES, 45)).toMatchObject({ premiumHoursCents: 0, totalCents: 3000 });
  });

  it('shows no amount while no rate is chosen or the km rate is not loaded', () => {
    expect(amountsOf(form({ standardRateId: '' }), false, RATES, 45)).toBeNull();
    expect(amountsOf(form(), false, RATES, null)).toBeNull();
  });
});
