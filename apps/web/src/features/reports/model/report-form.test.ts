import type { Report } from '@relais/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { installMessages } from '../../../lib/i18n';
import { parseDecimal } from '../../../lib/format';
import { buildReport, entryMinutes } from './report-body';
import { checkReport, type ReportCheckContext } from './report-check';
import { totalsDisplay, totalsOf } from './report-totals';
import { emptyReportForm, formFromReport, type ReportFormValues } from './report-values';

const VISIT: ReportCheckContext = {
  remote: false,
  premiumEnabled: false,
  premium: 'NONE',
  standardRatePrice: 30,
};
const REMOTE: ReportCheckContext = { ...VISIT, remote: true };
const RATES = [
  { id: 'r-prem', kind: 'PREMIUM' as const, label: 'Premium', hourlyRate: 45 },
  { id: 'r-std', kind: 'STANDARD' as const, label: 'Standard', hourlyRate: 30 },
];

const form = (change: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...emptyReportForm('2026-11-20T08:30:00.000Z', RATES),
  ...change,
});
const task = (hours: string, minutes = '', comment = '') => ({ hours, minutes, comment });
const proof = {
  kind: 'local' as const,
  file: { name: 'ticket.jpg', type: 'image/jpeg', data: new ArrayBuffer(4) },
};

describe('report editor model', () => {
  beforeAll(() => installMessages('en', en));

  it('starts at the planned start with the first standard rate', () => {
    const v = form();
    expect([v.date, v.time]).toEqual(['2026-11-20', '09:30']);
    expect(v.standardRateId).toBe('r-std');
    expect(v.premiumRateId).toBe('r-prem');
  });

  it('a remote work is reported once done: a start after now is refused on the date (issue 27)', () => {
    const ctx = (now: string): ReportCheckContext => ({
      ...REMOTE,
      startRule: { durationMinutes: null, now: new Date(now) },
    });
    const done = form({ tasks: { t1: task('1') } });
    // the form's start is 2026-11-20 09:30 in Paris (08:30Z)
    expect(checkReport(done, ctx('2026-11-20T08:29:00.000Z'))).toEqual({
      realStart: { code: 'remote_in_future' },
    });
    expect(checkReport(done, ctx('2026-11-20T08:30:00.000Z'))).toEqual({});
    expect(checkReport(done, { ...REMOTE, startRule: { durationMinutes: null } })).toEqual({});
  });

  it('reads hours and minutes as whole minutes and refuses malformed ones at the task', () => {
    expect(entryMinutes({ hours: '2', minutes: '15' })).toBe(135);
    expect(entryMinutes({ hours: '', minutes: '45' })).toBe(45);
    expect(entryMinutes({ hours: '1.5', minutes: '' })).toBe(-1);
    expect(entryMinutes({ hours: '1', minutes: '60' })).toBe(-1);
    expect(checkReport(form({ tasks: { t1: task('3', '75') } }), VISIT)).toEqual({
      'task:t1': { code: 'invalid_duration' },
      tasks: { code: 'report_no_service' },
    });
  });

  it('asks for a comment under 3 hours, not at 3 hours', () => {
    expect(checkReport(form({ tasks: { t1: task('2', '59') } }), VISIT)).toEqual({
      publicComment: { code: 'report_short_needs_comment' },
    });
    expect(checkReport(form({ tasks: { t1: task('2', '59') }, publicComment: 'Short day' }), VISIT)).toEqual(
      {},
    );
    expect(checkReport(form({ tasks: { t1: task('2'), t2: task('1') } }), VISIT)).toEqual({});
  });

  it('allows 12 hours and refuses 12h01', () => {
    expect(checkReport(form({ tasks: { t1: task('8'), t2: task('4') } }), VISIT)).toEqual({});
    expect(checkReport(form({ tasks: { t1: task('8'), t2: task('4', '1') } }), VISIT)).toEqual({
      tasks: { code: 'report_over_12_hours' },
    });
  });

  it('needs at least one service and 15 minutes for a remote report', () => {
    expect(checkReport(form(), VISIT)).toEqual({ tasks: { code: 'report_no_service' } });
    expect(checkReport(form({ tasks: { t1: task('', '14') } }), REMOTE)).toEqual({
      tasks: { code: 'remote_report_under_15_min' },
    });
    expect(checkReport(form({ tasks: { t1: task('', '15') } }), REMOTE)).toEqual({});
  });

  it('needs a positive amount and a picked proof for each expense, positive km', () => {
    const base = { tasks: { t1: task('3') } };
    expect(
      checkReport(form({ ...base, expenses: [{ key: 'e1', label: 'Taxi', amount: '12,50', proof }] }), VISIT),
    ).toEqual({});
    expect(
      checkReport(
        form({ ...base, expenses: [{ key: 'e1', label: 'Taxi', amount: '12,50', proof: null }] }),
        VISIT,
      ),
    ).toEqual({
      'expense:e1:proof': { code: 'missing_expense_file' },
    });
    expect(
      checkReport(form({ ...base, expenses: [{ key: 'e1', label: 'Taxi', amount: '0', proof }] }), VISIT),
    ).toEqual({
      'expense:e1:amount': { code: 'positive-value-only' },
    });
    expect(
      checkReport(form({ ...base, expenses: [{ key: 'e1', label: '', amount: 'abc', proof }] }), VISIT),
    ).toEqual({
      'expense:e1:amount': { code: 'positive-value-only' },
    });
    expect(checkReport(form({ ...base, km: '-3' }), VISIT)).toEqual({ km: { code: 'positive-value-only' } });
  });

  it('holds each number to its bound and the date to its range, as the server does (issue 14)', () => {
    const base = { tasks: { t1: task('3') } };
    expect(checkReport(form({ ...base, km: '5000' }), VISIT)).toEqual({});
    expect(checkReport(form({ ...base, km: '5000,01' }), VISIT)).toEqual({
      km: { code: 'value-out-of-range' },
    });
    expect(checkReport(form({ ...base, km: '1e308' }), VISIT)).not.toEqual({});
    expect(
      checkReport(
        form({ ...base, expenses: [{ key: 'e1', label: 'Hôtel', amount: '10000,01', proof }] }),
        VISIT,
      ),
    ).toEqual({ 'expense:e1:amount': { code: 'value-out-of-range' } });
    expect(checkReport(form({ ...base, date: '9999-12-31' }), VISIT)).toEqual({
      realStart: { code: 'date-out-of-range' },
    });
  });

  it('needs a standard rate with a positive price', () => {
    expect(checkReport(form({ tasks: { t1: task('3') } }), { ...VISIT, standardRatePrice: null })).toEqual({
      standardRate: { code: 'positive-value-only' },
    });
  });

  it('accepts premium tasks only when premium is approved', () => {
    const v = form({ tasks: { t1: task('3') }, premiumTasks: { p1: task('1') } });
    expect(buildReport(v, { premium: false }).input.reportPremiumTaskRequestList).toEqual([]);
    const approved = buildReport(v, { premium: true }).input;
    expect(approved.reportPremiumTaskRequestList).toEqual([{ taskId: 'p1', duration: 60, comment: null }]);
    expect(approved.assistantPremiumRateId).toBe('r-prem');
    expect(checkReport(v, { ...VISIT, premiumEnabled: true, premium: 'APPROVED' })).toEqual({});
  });

  it('builds the body: expenses first, then hours and km lines, new proofs to upload', () => {
    const built = buildReport(
      form({
        tasks: { t1: task('2', '', 'Filing'), t2: task('', '30') },
        expenses: [
          {
            key: 'e1',
            label: 'Parking',
            amount: '4.5',
            proof: { kind: 'uploaded', fileId: 'f-old', name: 'p.jpg' },
          },
          { key: 'e2', label: 'Taxi', amount: '12,50', proof },
        ],
        extraHours: { hours: '1', minutes: '' },
        km: '23',
        publicComment: '  Short visit  ',
      }),
      { premium: false },
    );
    expect(built.input.realStartingDate).toBe('2026-11-20T08:30:00.000Z');
    expect(built.input.reportTaskRequestList).toEqual([
      { taskId: 't1', duration: 120, comment: 'Filing' },
      { taskId: 't2', duration: 30, comment: null },
    ]);
    expect(built.input.expenseLineRequestList).toEqual([
      { index: 0, kind: 'EXPENSE', label: 'Parking', amount: 4.5, quantity: null, expenseFileName: 'f-old' },
      { index: 1, kind: 'EXPENSE', label: 'Taxi', amount: 12.5, quantity: null, expenseFileName: null },
      { index: 2, kind: 'HOURS', label: null, amount: null, quantity: 60, expenseFileName: null },
      { index: 3, kind: 'KM', label: null, amount: null, quantity: 23, expenseFileName: null },
    ]);
    expect(built.uploads).toEqual([{ line: 1, file: proof.file }]);
    expect(built.input.publicComment).toBe('Short visit');
  });

  it('shows totals as the user types', () => {
    const v = form({
      tasks: { t1: task('2'), t2: task('', '30') },
      expenses: [
        { key: 'e1', label: 'Taxi', amount: '12,5', proof },
        { key: 'e2', label: '', amount: '1234', proof },
      ],
      km: '23',
    });
    const shown = totalsDisplay(totalsOf(v, false));
    expect(shown.total).toBe('2h30');
    expect(shown.tasks).toBe('2h30');
    expect(shown.km).toBe('23');
    expect(shown.expenses).toBe('€1,246.50');
    expect(totalsDisplay(totalsOf(form(), false)).total).toBe('00h00');
    expect(totalsDisplay(totalsOf(form({ tasks: { t1: task('', '45') } }), false)).total).toBe('45m');
    expect(totalsDisplay(totalsOf(form({ tasks: { t1: task('2') } }), false)).total).toBe('2h');
    expect(totalsDisplay(totalsOf(form({ tasks: { t1: task('2', '15') } }), false)).total).toBe('2h15');
    installMessages('fr', fr);
    expect(totalsDisplay(totalsOf(v, false)).expenses.replace(/\s/g, ' ')).toBe('1 246,50 €');
    installMessages('en', en);
  });

  it('parses French and English decimals', () => {
    expect(parseDecimal('12,50')).toBe(12.5);
    expect(parseDecimal(' 3 ')).toBe(3);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1e3')).toBeNaN();
  });

  it('opens a rejected report again with its proofs on the server', () => {
    const report: Report = {
      eventId: 'v1',
      realStartingDate: '2026-11-20T09:00:00+01:00',
      realDuration: 150,
      reportTaskRequestList: [{ taskId: 't1', duration: 150, comment: 'x' }],
      reportPremiumTaskRequestList: [],
      expenseLineRequestList: [
        { index: 1, kind: 'KM', quantity: 12 },
        { index: 0, kind: 'EXPENSE', label: 'Taxi', amount: 8, expenseFileName: 'f1' },
      ],
      publicComment: 'why',
      assistantStandardRateId: 'r-std',
      status: 'REJECTED',
      submittedAt: '2026-11-20T12:00:00+01:00',
      rejectionReason: 'no',
      validatedAt: null,
      files: [
        {
          id: 'f1',
          name: 'taxi.jpg',
          type: 'image/jpeg',
          size: 10,
          usage: 'EXPENSE',
          eventId: 'v1',
          createdAt: '2026-11-20T12:00:00+01:00',
        },
      ],
    };
    const v = formFromReport(report);
    expect(v.tasks).toEqual({ t1: { hours: '2', minutes: '30', comment: 'x' } });
    expect(v.expenses).toEqual([
      { key: 'e1', label: 'Taxi', amount: '8', proof: { kind: 'uploaded', fileId: 'f1', name: 'taxi.jpg' } },
    ]);
    expect(v.km).toBe('12');
    expect([v.date, v.time]).toEqual(['2026-11-20', '09:00']);
  });

  it('shows the amounts and km of a reopened report as the French write them, and reads them back', () => {
    installMessages('fr', fr);
    try {
      const report: Report = {
        eventId: 'v1',
        realStartingDate: '2026-11-20T09:00:00+01:00',
        realDuration: 150,
        reportTaskRequestList: [{ taskId: 't1', duration: 150 }],
        reportPremiumTaskRequestList: [],
        expenseLineRequestList: [
          { index: 1, kind: 'KM', quantity: 15.2 },
          { index: 0, kind: 'EXPENSE', label: 'Taxi', amount: 8.5, expenseFileName: null },
        ],
        assistantStandardRateId: 'r-std',
        status: 'REJECTED',
        submittedAt: '2026-11-20T12:00:00+01:00',
        rejectionReason: 'no',
        validatedAt: null,
        files: [],
      };
      const v = formFromReport(report);
      expect(v.km).toBe('15,2');
      expect(v.expenses[0]?.amount).toBe('8,5');
      expect(totalsDisplay(totalsOf(v, false)).km).toBe('15,2');
      const sent = buildReport(v, { premium: false }).input.expenseLineRequestList ?? [];
      expect(sent.map((l) => [l.kind, l.amount ?? l.quantity])).toEqual([
        ['EXPENSE', 8.5],
        ['KM', 15.2],
      ]);
    } finally {
      installMessages('en', en);
    }
  });
});
