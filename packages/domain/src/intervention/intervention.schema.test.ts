import { describe, expect, it } from 'vitest';
import { type EventStatus, type ReportStatus, reportIcon, reportIsDue } from './intervention.rules';
import { interventionDeleteBodySchema, remoteWorkBodySchema, visitBodySchema } from './intervention.schema';

describe('reportIsDue', () => {
  const start = new Date('2026-03-10T09:00:00Z');
  it('is due from the start, not a millisecond before', () => {
    expect(reportIsDue(start, new Date(start.getTime() - 1))).toBe(false);
    expect(reportIsDue(start, start)).toBe(true);
    expect(reportIsDue(start, new Date('2026-04-01T00:00:00Z'))).toBe(true);
  });
});

describe('reportIcon', () => {
  const cases: [EventStatus, ReportStatus | null, string][] = [
    ['SCHEDULED', null, 'none'],
    ['DONE', null, 'needed'],
    ['TERMINATED', 'PENDING', 'awaiting_validation'],
    ['TERMINATED', null, 'awaiting_validation'],
    ['TERMINATED', 'VALIDATED', 'validated'],
    ['CLOSED', 'VALIDATED', 'validated'],
    ['CLOSED', null, 'validated'],
    ['TERMINATED', 'REJECTED', 'error'],
    ['DONE', 'REJECTED', 'error'],
  ];
  it.each(cases)('%s with report %s shows %s', (status, reportStatus, icon) => {
    expect(reportIcon({ status, reportStatus })).toBe(icon);
    expect(reportIcon({ status, reportStatus }, false)).toBe(icon);
  });

  it('shows a pending change before anything else', () => {
    for (const [status, reportStatus] of cases) {
      expect(reportIcon({ status, reportStatus }, true)).toBe('awaiting_connection');
    }
  });
});

describe('visit body', () => {
  const ok = { clientId: 'c1', startDate: '2026-03-10T09:00:00+01:00', duration: 60, label: 'Courses' };

  it('trims the label and defaults remote to false', () => {
    const parsed = visitBodySchema.parse({ ...ok, label: '  Courses  ', comment: '  code 1234 ' });
    expect(parsed.label).toBe('Courses');
    expect(parsed.comment).toBe('code 1234');
    expect(parsed.remote).toBe(false);
    expect(visitBodySchema.parse({ ...ok, remote: true }).remote).toBe(true);
  });

  it("refuses an empty or blank label with 'required-field'", () => {
    for (const label of ['', '   ']) {
      const r = visitBodySchema.safeParse({ ...ok, label });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('required-field');
      expect(r.error?.issues[0]?.path).toEqual(['label']);
    }
    expect(visitBodySchema.safeParse({ ...ok, label: 'x'.repeat(100) }).success).toBe(true);
    expect(visitBodySchema.safeParse({ ...ok, label: 'x'.repeat(101) }).success).toBe(false);
    expect(visitBodySchema.safeParse({ ...ok, clientId: '' }).error?.issues[0]?.message).toBe(
      'required-field',
    );
  });

  it('keeps the duration between 15 and 720 whole minutes', () => {
    expect(visitBodySchema.safeParse({ ...ok, duration: 14 }).success).toBe(false);
    expect(visitBodySchema.safeParse({ ...ok, duration: 15 }).success).toBe(true);
    expect(visitBodySchema.safeParse({ ...ok, duration: 720 }).success).toBe(true);
    expect(visitBodySchema.safeParse({ ...ok, duration: 721 }).success).toBe(false);
    expect(visitBodySchema.safeParse({ ...ok, duration: 30.5 }).success).toBe(false);
    expect(remoteWorkBodySchema.safeParse({ ...ok, duration: 14 }).success).toBe(false);
    expect(remoteWorkBodySchema.safeParse({ ...ok, duration: 720 }).success).toBe(true);
  });

  it('needs an ISO start with an offset and a valid recurrence', () => {
    expect(visitBodySchema.safeParse({ ...ok, startDate: '2026-03-10T08:00:00Z' }).success).toBe(true);
    expect(visitBodySchema.safeParse({ ...ok, startDate: '2026-03-10 09:00' }).success).toBe(false);
    expect(visitBodySchema.safeParse({ ...ok, startDate: '2026-03-10' }).success).toBe(false);
    const weekly = { kind: 'WEEKLY', until: '2026-06-30' };
    expect(visitBodySchema.safeParse({ ...ok, recurrence: weekly }).success).toBe(true);
    expect(visitBodySchema.safeParse({ ...ok, recurrence: null }).success).toBe(true);
    expect(visitBodySchema.safeParse({ ...ok, recurrence: { ...weekly, kind: 'DAILY' } }).success).toBe(
      false,
    );
    expect(visitBodySchema.safeParse({ ...ok, recurrence: { ...weekly, until: '2026-02-30' } }).success).toBe(
      false,
    );
  });

  it('keeps the deletion reason optional, trimmed, at most 500 characters', () => {
    expect(interventionDeleteBodySchema.parse({}).reason).toBeUndefined();
    expect(interventionDeleteBodySchema.parse({ reason: ' Client absent ' }).reason).toBe('Client absent');
    expect(interventionDeleteBodySchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
