import { z } from 'zod';
import { AVAILABILITY_PARTS, GRID_CELLS } from './availability.constants';
import { boundedDateSchema } from '../time/date.schema';

/** Availability (spec 3, decisions "Availability"): day 1 (Monday) .. 7 × MORNING / AFTERNOON, available or not. */
export const availabilityPartSchema = z.enum(AVAILABILITY_PARTS);
export type AvailabilityPart = z.infer<typeof availabilityPartSchema>;
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

/** PATCH /assistants/{id}/snooze?untilDate=YYYY-MM-DD */
export const snoozeQuerySchema = z.object({ untilDate: boundedDateSchema });
