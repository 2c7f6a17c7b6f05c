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
import { defineRoute, emptyResponse, idParam } from './route';
import { routeTable } from './routes';

const leaveParams = z.object({ id: z.string().min(1), leaveId: z.string().min(1) });

export const getAvailability = defineRoute({
  ...routeTable.getAvailability,
  summary: 'The week grid (14 cells) and whether the planning-update warning is due',
  auth: 'user',
  owner: 'id',
  params: idParam,
  response: availabilityGridSchema,
  errors: ['authentication_required', 'access_denied'],
});

export const putAvailability = defineRoute({
  ...routeTable.putAvailability,
  summary: 'Set one half-day (numDay 1 = Monday .. 7, part MORNING or AFTERNOON) available or not',
  auth: 'user',
  owner: 'id',
  params: z.object({ id: z.string().min(1), numDay: numDayParamSchema, part: availabilityPartSchema }),
  body: availabilityValueSchema,
  response: availabilityCellSchema,
  errors: ['authentication_required', 'access_denied', 'validation_failed'],
});

export const snoozePlanningWarning = defineRoute({
  ...routeTable.snoozePlanningWarning,
  summary: 'Hide the planning-update warning until untilDate (today or later), answers the grid',
  auth: 'user',
  owner: 'id',
  params: idParam,
  query: snoozeQuerySchema,
  response: availabilityGridSchema,
  errors: ['authentication_required', 'access_denied', 'validation_failed', 'date-in-future'],
});

export const listLeaves = defineRoute({
  ...routeTable.listLeaves,
  summary: "The assistant's absences (not deleted), by start date",
  auth: 'user',
  owner: 'id',
  params: idParam,
  response: z.array(leaveSchema),
  errors: ['authentication_required', 'access_denied'],
});

const leaveRuleCodes = [
  'validation_failed',
  'required-field',
  'date-in-future',
  'leave_end_before_start',
  'leave_overlap',
] as const;

export const createLeave = defineRoute({
  ...routeTable.createLeave,
  summary: 'Declare an absence',
  auth: 'user',
  owner: 'id',
  params: idParam,
  body: leaveBodySchema,
  response: leaveSchema,
  errors: ['authentication_required', 'access_denied', ...leaveRuleCodes],
});

export const getLeave = defineRoute({
  ...routeTable.getLeave,
  summary: 'One absence of the assistant',
  auth: 'user',
  owner: 'id',
  children: ['leaveId'],
  params: leaveParams,
  response: leaveSchema,
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

export const updateLeave = defineRoute({
  ...routeTable.updateLeave,
  summary: 'Change an absence (once started: end date, label and comment only)',
  auth: 'user',
  owner: 'id',
  children: ['leaveId'],
  params: leaveParams,
  body: leaveBodySchema,
  response: leaveSchema,
  errors: [
    'authentication_required',
    'access_denied',
    'not_found',
    'leave_already_started',
    ...leaveRuleCodes,
  ],
});

export const deleteLeave = defineRoute({
  ...routeTable.deleteLeave,
  summary: 'Delete an absence, with a reason (kept)',
  auth: 'user',
  owner: 'id',
  children: ['leaveId'],
  params: leaveParams,
  body: leaveDeleteBodySchema,
  response: emptyResponse,
  errors: ['authentication_required', 'access_denied', 'not_found', 'validation_failed', 'required-field'],
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
