import { z } from 'zod';
import {
  availabilityCellSchema,
  availabilityGridSchema,
  availabilityPartSchema,
  availabilityValueSchema,
  leaveBodySchema,
  leaveDeleteBodySchema,
  leaveSchema,
  numDayParamSchema,
  snoozeQuerySchema,
} from '@relais/domain';
import { ownerRoute, emptyResponse, idParam } from './route';
import { routeTable } from './routes';

const leaveParams = z.object({ id: z.string().min(1), leaveId: z.string().min(1) });

export const getAvailability = ownerRoute({
  ...routeTable.getAvailability,
  summary: 'The week grid (14 cells) and whether the planning-update warning is due',
  params: idParam,
  response: availabilityGridSchema,
  errors: [],
});

export const putAvailability = ownerRoute({
  ...routeTable.putAvailability,
  summary: 'Set one half-day (numDay 1 = Monday .. 7, part MORNING or AFTERNOON) available or not',
  params: z.object({ id: z.string().min(1), numDay: numDayParamSchema, part: availabilityPartSchema }),
  body: availabilityValueSchema,
  response: availabilityCellSchema,
  errors: ['validation_failed'],
});

export const snoozePlanningWarning = ownerRoute({
  ...routeTable.snoozePlanningWarning,
  summary: 'Hide the planning-update warning until untilDate (today or later), answers the grid',
  params: idParam,
  query: snoozeQuerySchema,
  response: availabilityGridSchema,
  errors: ['validation_failed', 'date-in-future'],
});

export const listLeaves = ownerRoute({
  ...routeTable.listLeaves,
  summary: "The assistant's absences (not deleted), by start date",
  params: idParam,
  response: z.array(leaveSchema),
  errors: [],
});

const leaveRuleCodes = [
  'validation_failed',
  'required-field',
  'date-in-future',
  'date-out-of-range',
  'leave_end_before_start',
  'leave_overlap',
] as const;

export const createLeave = ownerRoute({
  ...routeTable.createLeave,
  summary: 'Declare an absence',
  params: idParam,
  body: leaveBodySchema,
  response: leaveSchema,
  errors: [...leaveRuleCodes],
});

export const getLeave = ownerRoute({
  ...routeTable.getLeave,
  summary: 'One absence of the assistant',
  children: ['leaveId'],
  params: leaveParams,
  response: leaveSchema,
  errors: ['not_found'],
});

export const updateLeave = ownerRoute({
  ...routeTable.updateLeave,
  summary: 'Change an absence (once started: end date, label and comment only)',
  children: ['leaveId'],
  params: leaveParams,
  body: leaveBodySchema,
  response: leaveSchema,
  errors: ['not_found', 'leave_already_started', ...leaveRuleCodes],
});

export const deleteLeave = ownerRoute({
  ...routeTable.deleteLeave,
  summary: 'Delete an absence, with a reason (kept)',
  children: ['leaveId'],
  params: leaveParams,
  body: leaveDeleteBodySchema,
  response: emptyResponse,
  errors: ['not_found', 'validation_failed', 'required-field'],
});

export const availabilityRoutes = [
  getAvailability,
  putAvailability,
  snoozePlanningWarning,
  listLeaves,
  createLeave,
  getLeave,
  updateLeave,
  deleteLeave,
] as const;
