import { describe, expect, it } from 'vitest';
import { businessDate, daysBetween } from './business-time';

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
