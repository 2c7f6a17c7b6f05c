import { describe, expect, it } from 'vitest';
import { zonedDateTime } from '../time/business-time';
import {
  canDeleteIntervention,
  deletionErrors,
  deletionNeedsReason,
  effectiveStatus,
  interventionTimeErrors,
  movesOutOfCurrentMonth,
  startInPastErrors,
} from './intervention.rules';

const at = (iso: string) => new Date(iso);
const paris = (date: string, time: string) => zonedDateTime(date, time);
const timeCodes = (start: Date, duration: number) =>
  interventionTimeErrors(start, duration).map((e) => e.errorCode);
const HOUR = 3_600_000;
const MINUTE = 60_000;

// 2026 Paris DST changes: 29 March (02:00 -> 03:00) and 25 October (03:00 -> 02:00).
const days = [
  { name: 'winter', date: '2026-01-15', sixUtc: '2026-01-15T05:00:00.000Z' },
  { name: 'summer', date: '2026-07-15', sixUtc: '2026-07-15T04:00:00.000Z' },
  { name: 'spring-forward day', date: '2026-03-29', sixUtc: '2026-03-29T04:00:00.000Z' },
  { name: 'fall-back day', date: '2026-10-25', sixUtc: '2026-10-25T05:00:00.000Z' },
];

describe('interventionTimeErrors (Europe/Paris)', () => {
  it.each(days)('$name: refuses a start at 05:59, accepts 06:00', ({ date, sixUtc }) => {
    expect(paris(date, '06:00').toISOString()).toBe(sixUtc);
    expect(interventionTimeErrors(paris(date, '05:59'), 60)).toEqual([
      { errorCode: 'start_before_6am', field: 'startDate' },
    ]);
    expect(timeCodes(paris(date, '06:00'), 60)).toEqual([]);
    expect(timeCodes(paris(date, '00:30'), 60)).toEqual(['start_before_6am']);
  });

  it.each(days)('$name: accepts an end at 23:59, refuses an end at 00:00 the next day', ({ date }) => {
    expect(timeCodes(paris(date, '22:00'), 119)).toEqual([]);
    expect(interventionTimeErrors(paris(date, '22:00'), 120)).toEqual([
      { errorCode: 'end_after_midnight', field: 'duration' },
    ]);
    // 12 hours from noon ends at midnight; 11h59 ends at 23:59 (the DST hour is in the night).
    expect(timeCodes(paris(date, '12:00'), 719)).toEqual([]);
    expect(timeCodes(paris(date, '12:00'), 720)).toEqual(['end_after_midnight']);
    expect(timeCodes(paris(date, '23:50'), 15)).toEqual(['end_after_midnight']);
  });

  it('reads a UTC start in Paris time, not in UTC', () => {
    expect(timeCodes(at('2026-07-15T04:00:00Z'), 60)).toEqual([]); // 06:00 CEST
    expect(timeCodes(at('2026-07-15T03:59:00Z'), 60)).toEqual(['start_before_6am']); // 05:59 CEST
    expect(timeCodes(at('2026-01-15T05:00:00Z'), 60)).toEqual([]); // 06:00 CET
    expect(timeCodes(at('2026-01-15T04:59:00Z'), 60)).toEqual(['start_before_6am']); // 05:59 CET
    expect(timeCodes(at('2026-01-15T06:00:00+01:00'), 60)).toEqual([]);
    // 22:30 UTC in July is already 00:30 the next day in Paris.
    expect(timeCodes(at('2026-07-15T22:30:00Z'), 60)).toEqual(['start_before_6am']);
    // 21:59 UTC + 1 min ends at 00:00 Paris (summer): refused; in winter 22:59 UTC is 23:59.
    expect(timeCodes(at('2026-07-15T21:00:00Z'), 59)).toEqual([]);
    expect(timeCodes(at('2026-07-15T21:00:00Z'), 60)).toEqual(['end_after_midnight']);
    expect(timeCodes(at('2026-01-15T22:00:00Z'), 59)).toEqual([]);
    expect(timeCodes(at('2026-01-15T22:00:00Z'), 60)).toEqual(['end_after_midnight']);
  });

  it('reports both errors, start first', () => {
    expect(timeCodes(paris('2026-01-15', '05:00'), 24 * 60)).toEqual([
      'start_before_6am',
      'end_after_midnight',
    ]);
  });

  it('follows another zone when given one', () => {
    const start = at('2026-01-15T06:00:00Z');
    expect(interventionTimeErrors(start, 60, 'UTC')).toEqual([]);
    expect(interventionTimeErrors(start, 60, 'America/New_York').map((e) => e.errorCode)).toEqual([
      'start_before_6am',
    ]);
  });
});

describe('deletion rules', () => {
  const now = at('2026-03-10T09:00:00Z');

  it('refuses exactly 48 h ahead, accepts 48 h + 1 min', () => {
    const exactly = new Date(now.getTime() + 48 * HOUR);
    const justOver = new Date(now.getTime() + 48 * HOUR + MINUTE);
    expect(canDeleteIntervention(exactly, now)).toBe(false);
    expect(canDeleteIntervention(justOver, now)).toBe(true);
    expect(deletionErrors(exactly, now, 'Client absent')).toEqual([
      { errorCode: 'intervention_delete_under_48h', field: 'startDate' },
    ]);
    expect(deletionErrors(justOver, now, 'Client absent')).toEqual([]);
  });

  it('refuses a past or started intervention', () => {
    expect(canDeleteIntervention(at('2026-03-09T09:00:00Z'), now)).toBe(false);
    expect(canDeleteIntervention(now, now)).toBe(false);
  });

  it('counts 48 h of elapsed time across a DST change, not wall-clock hours', () => {
    // 27 March 09:00 CET -> 29 March 10:00 CEST: 49 h on the clock, 48 h elapsed.
    const before = paris('2026-03-27', '09:00');
    expect(canDeleteIntervention(paris('2026-03-29', '10:00'), before)).toBe(false);
    expect(canDeleteIntervention(paris('2026-03-29', '10:01'), before)).toBe(true);
    // 23 October 10:00 CEST -> 25 October 09:00 CET: 47 h on the clock, 48 h elapsed.
    const autumn = paris('2026-10-23', '10:00');
    expect(canDeleteIntervention(paris('2026-10-25', '09:00'), autumn)).toBe(false);
    expect(canDeleteIntervention(paris('2026-10-25', '09:01'), autumn)).toBe(true);
  });

  it('needs a reason in the current month, not for next month', () => {
    const march = at('2026-03-20T09:00:00Z');
    const april = at('2026-04-02T09:00:00Z');
    expect(deletionNeedsReason(march, now)).toBe(true);
    expect(deletionNeedsReason(april, now)).toBe(false);
    expect(deletionErrors(march, now, null)).toEqual([
      { errorCode: 'deletion_in_month_must_be_explained', field: 'reason' },
    ]);
    expect(deletionErrors(march, now, undefined).map((e) => e.errorCode)).toEqual([
      'deletion_in_month_must_be_explained',
    ]);
    expect(deletionErrors(march, now, 'Client hospitalisé')).toEqual([]);
    expect(deletionErrors(april, now, null)).toEqual([]);
    expect(deletionErrors(april, now, '')).toEqual([]);
  });

  it('counts a blank reason as missing', () => {
    const march = at('2026-03-20T09:00:00Z');
    for (const blank of ['', ' ', '  \t\n ']) {
      expect(deletionErrors(march, now, blank).map((e) => e.errorCode)).toEqual([
        'deletion_in_month_must_be_explained',
      ]);
    }
  });

  it('puts the 48 h rule before the reason rule', () => {
    const soon = new Date(now.getTime() + 24 * HOUR);
    expect(deletionErrors(soon, now, null)).toEqual([
      { errorCode: 'intervention_delete_under_48h', field: 'startDate' },
    ]);
  });

  it('decides the month at Paris midnight', () => {
    const lateMarch = at('2026-03-28T10:00:00Z');
    expect(deletionNeedsReason(at('2026-03-31T21:59:00Z'), lateMarch)).toBe(true); // 23:59 on 31 March
    expect(deletionNeedsReason(at('2026-03-31T22:00:00Z'), lateMarch)).toBe(false); // 00:00 on 1 April
    // 23:30 UTC on 28 February is already 1 March in Paris.
    const firstOfMarch = at('2026-02-28T23:30:00Z');
    expect(deletionNeedsReason(at('2026-03-10T09:00:00Z'), firstOfMarch)).toBe(true);
    expect(deletionErrors(at('2026-03-10T09:00:00Z'), firstOfMarch, ' ').map((e) => e.errorCode)).toEqual([
      'deletion_in_month_must_be_explained',
    ]);
  });
});

describe('movesOutOfCurrentMonth', () => {
  const now = at('2026-03-10T09:00:00Z');
  const march20 = at('2026-03-20T09:00:00Z');

  it('is true from the current month to another month', () => {
    expect(movesOutOfCurrentMonth(march20, at('2026-04-02T09:00:00Z'), now)).toBe(true);
    expect(movesOutOfCurrentMonth(march20, at('2026-02-20T09:00:00Z'), now)).toBe(true);
  });

  it('is false within the current month and for other months', () => {
    expect(movesOutOfCurrentMonth(march20, at('2026-03-25T09:00:00Z'), now)).toBe(false);
    expect(movesOutOfCurrentMonth(at('2026-04-02T09:00:00Z'), at('2026-05-05T09:00:00Z'), now)).toBe(false);
    expect(movesOutOfCurrentMonth(at('2026-04-02T09:00:00Z'), march20, now)).toBe(false);
  });

  it('draws the month line at Paris midnight', () => {
    expect(movesOutOfCurrentMonth(march20, at('2026-03-31T22:30:00Z'), now)).toBe(true); // 1 April 00:30
    expect(movesOutOfCurrentMonth(march20, at('2026-03-31T21:30:00Z'), now)).toBe(false); // 31 March 23:30
    const aprilInParis = at('2026-03-31T22:30:00Z');
    expect(movesOutOfCurrentMonth(march20, at('2026-04-10T09:00:00Z'), aprilInParis)).toBe(false);
    expect(movesOutOfCurrentMonth(at('2026-04-10T09:00:00Z'), at('2026-05-01T09:00:00Z'), aprilInParis)).toBe(
      true,
    );
  });
});

describe('effectiveStatus', () => {
  const start = at('2026-03-10T09:00:00Z');
  const end = new Date(start.getTime() + 90 * MINUTE);

  it('turns SCHEDULED into DONE once the end has passed (the end itself included)', () => {
    expect(effectiveStatus('SCHEDULED', start, 90, new Date(end.getTime() - 1))).toBe('SCHEDULED');
    expect(effectiveStatus('SCHEDULED', start, 90, end)).toBe('DONE');
    expect(effectiveStatus('SCHEDULED', start, 90, new Date(end.getTime() + HOUR))).toBe('DONE');
    expect(effectiveStatus('SCHEDULED', start, 90, start)).toBe('SCHEDULED');
  });

  it('keeps every other stored status', () => {
    const later = new Date(end.getTime() + HOUR);
    const before = new Date(start.getTime() - HOUR);
    for (const s of ['DONE', 'TERMINATED', 'CLOSED'] as const) {
      expect(effectiveStatus(s, start, 90, later)).toBe(s);
      expect(effectiveStatus(s, start, 90, before)).toBe(s);
    }
  });
});

describe('a visit is planned ahead', () => {
  const now = paris('2026-11-24', '10:00');
  it('refuses a start before now, on the start', () => {
    expect(startInPastErrors(paris('2026-11-20', '09:00'), now)).toEqual([
      { errorCode: 'intervention_start_in_past', field: 'startDate' },
    ]);
    expect(startInPastErrors(new Date(now.getTime() - MINUTE), now)).toHaveLength(1);
  });
  it('takes a start from now on', () => {
    expect(startInPastErrors(now, now)).toEqual([]);
    expect(startInPastErrors(paris('2026-11-24', '10:30'), now)).toEqual([]);
  });
});
