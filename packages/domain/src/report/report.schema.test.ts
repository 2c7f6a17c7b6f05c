import { describe, expect, it } from 'vitest';
import { remoteWorkWithReportBodySchema, reportBodySchema, reportReviewBodySchema } from './report.schema';

const minimal = {
  realStartingDate: '2026-03-10T09:00:00+01:00',
  reportTaskRequestList: [{ taskId: 't1', duration: 180 }],
  assistantStandardRateId: 'rate-1',
};

describe('report body', () => {
  it('defaults premium tasks and expense lines to empty lists', () => {
    const parsed = reportBodySchema.parse(minimal);
    expect(parsed.reportPremiumTaskRequestList).toEqual([]);
    expect(parsed.expenseLineRequestList).toEqual([]);
    expect(parsed.publicComment).toBeUndefined();
    expect(parsed.realDuration).toBeUndefined();
  });

  it('trims the comments and keeps them at most 2000 characters', () => {
    const parsed = reportBodySchema.parse({
      ...minimal,
      publicComment: '  Client absent  ',
      privateComment: null,
    });
    expect(parsed.publicComment).toBe('Client absent');
    expect(parsed.privateComment).toBeNull();
    expect(reportBodySchema.safeParse({ ...minimal, publicComment: 'x'.repeat(2000) }).success).toBe(true);
    expect(reportBodySchema.safeParse({ ...minimal, publicComment: 'x'.repeat(2001) }).success).toBe(false);
  });

  it("needs a standard rate ('required-field'), a task list and an ISO date", () => {
    const noRate = reportBodySchema.safeParse({ ...minimal, assistantStandardRateId: '' });
    expect(noRate.error?.issues[0]?.message).toBe('required-field');
    expect(noRate.error?.issues[0]?.path).toEqual(['assistantStandardRateId']);
    expect(reportBodySchema.safeParse({ ...minimal, reportTaskRequestList: undefined }).success).toBe(false);
    expect(reportBodySchema.safeParse({ ...minimal, realStartingDate: '10/03/2026' }).success).toBe(false);
    expect(reportBodySchema.safeParse({ ...minimal, realStartingDate: undefined }).success).toBe(false);
  });

  it('takes whole non-negative task minutes', () => {
    const withTask = (duration: number) => ({
      ...minimal,
      reportTaskRequestList: [{ taskId: 't1', duration }],
    });
    expect(reportBodySchema.safeParse(withTask(0)).success).toBe(true);
    expect(reportBodySchema.safeParse(withTask(-1)).success).toBe(false);
    expect(reportBodySchema.safeParse(withTask(1.5)).success).toBe(false);
    expect(
      reportBodySchema.safeParse({ ...minimal, reportTaskRequestList: [{ taskId: '', duration: 10 }] })
        .success,
    ).toBe(false);
  });

  it('takes expense lines of the known kinds only', () => {
    const line = { index: 0, kind: 'EXPENSE', amount: 4.5, expenseFileName: 'file-1' };
    expect(reportBodySchema.safeParse({ ...minimal, expenseLineRequestList: [line] }).success).toBe(true);
    expect(
      reportBodySchema.safeParse({ ...minimal, expenseLineRequestList: [{ ...line, kind: 'TAXI' }] }).success,
    ).toBe(false);
    expect(
      reportBodySchema.safeParse({ ...minimal, expenseLineRequestList: [{ ...line, index: -1 }] }).success,
    ).toBe(false);
  });

  it('carries a remote work and its report in one body', () => {
    const body = {
      remoteWorkRequest: { clientId: 'c1', startDate: '2026-03-10T09:00:00+01:00', duration: 30 },
      reportRequest: minimal,
    };
    const parsed = remoteWorkWithReportBodySchema.parse(body);
    expect(parsed.reportRequest.expenseLineRequestList).toEqual([]);
    expect(remoteWorkWithReportBodySchema.safeParse({ ...body, reportRequest: undefined }).success).toBe(
      false,
    );
  });
});

describe('report review body', () => {
  it('validates without a reason', () => {
    expect(reportReviewBodySchema.parse({ decision: 'VALIDATE' })).toEqual({ decision: 'VALIDATE' });
  });

  it('needs a reason to reject, trimmed, at most 500 characters', () => {
    expect(reportReviewBodySchema.safeParse({ decision: 'REJECT' }).success).toBe(false);
    for (const reason of ['', '   ']) {
      const r = reportReviewBodySchema.safeParse({ decision: 'REJECT', reason });
      expect(r.error?.issues[0]?.message).toBe('required-field');
      expect(r.error?.issues[0]?.path).toEqual(['reason']);
    }
    expect(reportReviewBodySchema.parse({ decision: 'REJECT', reason: ' Durée incohérente ' })).toEqual({
      decision: 'REJECT',
      reason: 'Durée incohérente',
    });
    expect(reportReviewBodySchema.safeParse({ decision: 'REJECT', reason: 'x'.repeat(500) }).success).toBe(
      true,
    );
    expect(reportReviewBodySchema.safeParse({ decision: 'REJECT', reason: 'x'.repeat(501) }).success).toBe(
      false,
    );
  });

  it('refuses an unknown decision', () => {
    expect(reportReviewBodySchema.safeParse({ decision: 'MAYBE' }).success).toBe(false);
    expect(reportReviewBodySchema.safeParse({}).success).toBe(false);
  });
});
