import { staffMemberSchema } from '@relais/domain';
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

export const staffRoutes = [getStaffMe] as const;
