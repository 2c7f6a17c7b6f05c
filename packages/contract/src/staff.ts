import { queueSummarySchema, staffMemberSchema } from '@relais/domain';
import { defineRoute } from './route';
import { routeTable } from './routes';

/** The console's own calls (issue 28): who is signed in, and what they may do. */
export const getStaffMe = defineRoute({
  ...routeTable.getStaffMe,
  summary:
    'Staff: the signed-in staff member, with their permissions (the console shows only what they may do)',
  auth: 'staff',
  permission: 'any',
  response: staffMemberSchema,
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

export const getStaffWaitingPremium = defineRoute({
  ...routeTable.getStaffWaitingPremium,
  summary:
    "Staff: the premium requests no client answered yet, counted, with the oldest's time (staff answer them on the client's behalf from the report)",
  auth: 'staff',
  permission: 'operations',
  response: queueSummarySchema,
  errors: ['authentication_required', 'access_denied'],
});

export const staffRoutes = [getStaffMe, getStaffWaitingPremium] as const;
