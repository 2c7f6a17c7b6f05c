import { z } from 'zod';
import { businessDate, daysBetween } from '../time/business-time';

/** Availability (spec 3, decisions "Availability"): day 1 (Monday) .. 7 × MORNING / AFTERNOON, available or not. */
export const AVAILABILITY_PARTS = ['MORNING', 'AFTERNOON'] as const;
export const availabilityPartSchema = z.enum(AVAILABILITY_PARTS);
export type AvailabilityPart = z.infer<typeof availabilityPartSchema>;

export const NUM_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A day number in a JSON body or answer: 1 (Monday) .. 7 (Sunday). */
export const numDaySchema = z.number().int().min(1).max(7);
/** The same in a path parameter (a string on the wire). */
export const numDayParamSchema = z.coerce.number().int().min(1).max(7);
export type NumDay = z.infer<typeof numDaySchema>;

export const availabilityCellSchema = z.object({
  numDay: numDaySchema,
  part: availabilityPartSchema,
  value: z.boolean(),
});
export type AvailabilityCell = z.infer<typeof availabilityCellSchema>;

/** PUT /assistants/{id}/availability/{numDay}/{part} body. */
export const availabilityValueSchema = z.object({ value: z.boolean() });
export type AvailabilityValue = z.infer<typeof availabilityValueSchema>;

/** Cells of a full week grid: 7 days × 2 parts. */
export const GRID_CELLS = NUM_DAYS.length * AVAILABILITY_PARTS.length;

/**
 * GET /assistants/{id}/availability: the 14 cells (Monday MORNING, Monday AFTERNOON, ... Sunday
 * AFTERNOON), when the grid was last updated, the snooze date and whether the
 * "update your planning" warning is due now.
 */
export const availabilityGridSchema = z.object({
  cells: z.array(availabilityCellSchema).length(GRID_CELLS),
  lastUpdatedAt: z.iso.datetime({ offset: true }).nullable(),
  warningUpdatePlanningDismissed: z.iso.date().nullable(),
  planningUpdateDue: z.boolean(),
});
export type AvailabilityGrid = z.infer<typeof availabilityGridSchema>;

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

/** PATCH /assistants/{id}/snooze?untilDate=YYYY-MM-DD */
export const snoozeQuerySchema = z.object({ untilDate: z.iso.date() });

/** The snooze date must be today or later (business zone): else 'date-in-future'. */
export const snoozeDateValid = (untilDate: string, now: Date): boolean => untilDate >= businessDate(now);
