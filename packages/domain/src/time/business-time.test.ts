import { describe, expect, it } from 'vitest';
import {
  businessDate,
  businessMonth,
  daysBetween,
  daysInMonth,
  isoDayOfDate,
  zonedDateTime,
} from './business-time';

describe('business time', () => {
  it('gives the Paris calendar date of an instant', () => {
    expect(businessDate(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(businessDate(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
    expect(businessDate(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });
  it('counts calendar days in Paris', () => {
    expect(daysBetween(new Date('2026-11-20T23:30:00Z'), new Date('2026-11-21T10:00:00Z'))).toBe(0);
    expect(daysBetween(new Date('2026-11-01T10:00:00Z'), new Date('2026-11-08T10:00:00Z'))).toBe(7);
  });
});

describe('zoned helpers', () => {
  it('builds Paris wall-clock instants across DST', () => {
    expect(zonedDateTime('2025-01-15', '09:30').toISOString()).toBe('2025-01-15T08:30:00.000Z');
    expect(zonedDateTime('2025-07-15', '09:30').toISOString()).toBe('2025-07-15T07:30:00.000Z');
  });
  it('computes business months and their days', () => {
    const now = new Date('2025-01-31T23:30:00Z'); // already Feb 1st in Paris
    expect(businessMonth(now)).toBe('2025-02');
    expect(businessMonth(now, -2)).toBe('2024-12');
    expect(businessMonth(now, 11)).toBe('2026-01');
    expect(daysInMonth('2024-02')).toBe(29);
    expect(isoDayOfDate('2025-06-01')).toBe(7);
    expect(isoDayOfDate('2025-06-02')).toBe(1);
  });
});
