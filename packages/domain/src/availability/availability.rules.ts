import { businessDate, daysBetween } from '../time/business-time';
import { AVAILABILITY_PARTS, NUM_DAYS } from './availability.constants';
import type { AvailabilityCell } from './availability.schema';

// The constants live apart so that the schema can use them without importing these rules (which
// take the schema's types): no cycle.
export * from './availability.constants';

/** The 14 cells in grid order; a slot never set is not available. */
export const fullWeekGrid = (cells: readonly AvailabilityCell[]): AvailabilityCell[] =>
  NUM_DAYS.flatMap((numDay) =>
    AVAILABILITY_PARTS.map((part) => ({
      numDay,
      part,
      value: cells.find((c) => c.numDay === numDay && c.part === part)?.value ?? false,
    })),
  );

/** The planning-update warning is due when the grid was last updated more than this many days ago. */
export const PLANNING_UPDATE_AFTER_DAYS = 30;

/**
 * Whether to show the "update your planning" warning: the grid was never updated or last updated
 * more than 30 calendar days ago (business zone), and it is not snoozed until today or later.
 */
export const planningUpdateDue = (input: {
  lastUpdatedAt: Date | null;
  dismissedUntil: string | null;
  now: Date;
}): boolean => {
  if (input.dismissedUntil !== null && input.dismissedUntil >= businessDate(input.now)) return false;
  if (input.lastUpdatedAt === null) return true;
  return daysBetween(input.lastUpdatedAt, input.now) > PLANNING_UPDATE_AFTER_DAYS;
};

/** The snooze date must be today or later (business zone): else 'date-in-future'. */
export const snoozeDateValid = (untilDate: string, now: Date): boolean => untilDate >= businessDate(now);
