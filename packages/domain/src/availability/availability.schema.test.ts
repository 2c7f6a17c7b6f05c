import { describe, expect, it } from 'vitest';
import {
  availabilityCellSchema,
  availabilityValueSchema,
  numDayParamSchema,
  snoozeQuerySchema,
} from './availability.schema';
import { fullWeekGrid, planningUpdateDue, snoozeDateValid } from './availability.rules';

// 2026-03-11 10:00 in Paris.
const now = new Date('2026-03-11T09:00:00.000Z');

describe('availability schemas', () => {
  it('accepts day numbers 1..7 and the two parts only', () => {
    expect(availabilityCellSchema.safeParse({ numDay: 1, part: 'MORNING', value: true }).success).toBe(true);
    expect(availabilityCellSchema.safeParse({ numDay: 7, part: 'AFTERNOON', value: false }).success).toBe(
      true,
    );
    expect(availabilityCellSchema.safeParse({ numDay: 0, part: 'MORNING', value: true }).success).toBe(false);
    expect(availabilityCellSchema.safeParse({ numDay: 8, part: 'MORNING', value: true }).success).toBe(false);
    expect(availabilityCellSchema.safeParse({ numDay: 1, part: 'EVENING', value: true }).success).toBe(false);
    expect(numDayParamSchema.parse('7')).toBe(7);
    expect(numDayParamSchema.safeParse('1.5').success).toBe(false);
    expect(numDayParamSchema.safeParse('0').success).toBe(false);
  });

  it('wants a boolean value', () => {
    expect(availabilityValueSchema.safeParse({ value: true }).success).toBe(true);
    expect(availabilityValueSchema.safeParse({ value: 'true' }).success).toBe(false);
    expect(availabilityValueSchema.safeParse({}).success).toBe(false);
  });

  it('fills the 14 cells in grid order, unset slots unavailable', () => {
    const grid = fullWeekGrid([{ numDay: 3, part: 'AFTERNOON', value: true }]);
    expect(grid).toHaveLength(14);
    expect(grid[0]).toEqual({ numDay: 1, part: 'MORNING', value: false });
    expect(grid[5]).toEqual({ numDay: 3, part: 'AFTERNOON', value: true });
    expect(grid[13]).toEqual({ numDay: 7, part: 'AFTERNOON', value: false });
  });
});

describe('planning-update warning', () => {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it('is due when never updated', () => {
    expect(planningUpdateDue({ lastUpdatedAt: null, dismissedUntil: null, now })).toBe(true);
  });
  it('is due after more than 30 days, not at 30', () => {
    expect(planningUpdateDue({ lastUpdatedAt: daysAgo(30), dismissedUntil: null, now })).toBe(false);
    expect(planningUpdateDue({ lastUpdatedAt: daysAgo(31), dismissedUntil: null, now })).toBe(true);
  });
  it('is not due while snoozed until today or later', () => {
    expect(planningUpdateDue({ lastUpdatedAt: null, dismissedUntil: '2026-03-11', now })).toBe(false);
    expect(planningUpdateDue({ lastUpdatedAt: null, dismissedUntil: '2026-03-10', now })).toBe(true);
  });
  it('counts days in the business zone', () => {
    // 23:30 UTC on the 10th is already the 11th in Paris: 31 days after 2026-02-08 in Paris.
    const lateNow = new Date('2026-03-10T23:30:00.000Z');
    expect(
      planningUpdateDue({
        lastUpdatedAt: new Date('2026-02-08T12:00:00Z'),
        dismissedUntil: null,
        now: lateNow,
      }),
    ).toBe(true);
    expect(
      planningUpdateDue({
        lastUpdatedAt: new Date('2026-02-09T12:00:00Z'),
        dismissedUntil: null,
        now: lateNow,
      }),
    ).toBe(false);
  });
});

describe('snooze', () => {
  it('wants a YYYY-MM-DD date, today or later', () => {
    expect(snoozeQuerySchema.safeParse({ untilDate: '2026-03-11' }).success).toBe(true);
    expect(snoozeQuerySchema.safeParse({ untilDate: '11/03/2026' }).success).toBe(false);
    expect(snoozeDateValid('2026-03-11', now)).toBe(true);
    expect(snoozeDateValid('2026-03-10', now)).toBe(false);
  });
});
