import { describe, expect, it } from 'vitest';
import { reportOpening } from './report-opening';

const AT = new Date('2026-11-21T09:00:00+01:00');
const ev = (
  status: 'SCHEDULED' | 'DONE' | 'TERMINATED' | 'CLOSED',
  startDate: string,
  reportStatus: 'PENDING' | 'REJECTED' | 'VALIDATED' | null = null,
) => ({
  status,
  startDate,
  reportStatus,
});

describe('when a report editor may open', () => {
  it('a planned intervention that has not started is too early, from its start on it opens', () => {
    expect(reportOpening(ev('SCHEDULED', '2026-11-21T09:00:01+01:00'), AT, false)).toBe('tooEarly');
    expect(reportOpening(ev('SCHEDULED', '2026-12-02T10:00:00+01:00'), AT, false)).toBe('tooEarly');
    expect(reportOpening(ev('SCHEDULED', '2026-11-21T09:00:00+01:00'), AT, false)).toBe('open');
    expect(reportOpening(ev('SCHEDULED', '2026-11-21T08:00:00+01:00'), AT, false)).toBe('open');
  });

  it('a performed intervention, a rejected report or a queued one opens', () => {
    expect(reportOpening(ev('DONE', '2026-11-20T09:00:00+01:00'), AT, false)).toBe('open');
    expect(reportOpening(ev('TERMINATED', '2026-11-20T09:00:00+01:00', 'REJECTED'), AT, false)).toBe('open');
    expect(reportOpening(ev('TERMINATED', '2026-11-20T09:00:00+01:00', 'PENDING'), AT, true)).toBe('open');
  });

  it('a report awaiting validation or validated has been sent', () => {
    expect(reportOpening(ev('TERMINATED', '2026-11-20T09:00:00+01:00', 'PENDING'), AT, false)).toBe('sent');
    expect(reportOpening(ev('CLOSED', '2026-11-20T09:00:00+01:00', 'VALIDATED'), AT, false)).toBe('sent');
  });
});
