import { z } from 'zod';
import { STAFF_PERMISSIONS, staffMemberSchema } from '@relais/domain';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's team (issue 29, admin only): the staff members and their permissions; an
 * admin gives or takes them (audited `staff_permissions_changed` with before and after). Nobody takes
 * her own `admin` away (`staff_own_admin`): the team always keeps the admin who is acting.
 */

export const staffTeamSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffTeam = z.infer<typeof staffTeamSchema>;

/** PUT body: the member's permissions as they should be (the whole set, duplicates dropped). */
export const staffPermissionsBodySchema = z.object({
  permissions: z.array(z.enum(STAFF_PERMISSIONS)).max(STAFF_PERMISSIONS.length * 2),
});
export type StaffPermissionsBody = z.infer<typeof staffPermissionsBodySchema>;

export const listStaffTeam = defineRoute({
  ...routeTable.listStaffTeam,
  summary: 'Staff: the staff members with their permissions, by name (admin)',
  auth: 'staff',
  permission: 'admin',
  response: staffTeamSchema,
  errors: signedInErrors,
});

export const putStaffPermissions = defineRoute({
  ...routeTable.putStaffPermissions,
  summary:
    "Staff: set a staff member's permissions (admin; audited with before and after); one's own admin cannot be taken away",
  auth: 'staff',
  permission: 'admin',
  ownerExempt: 'admin only: staff permissions are given by an admin; one’s own admin stays (staff_own_admin)',
  params: z.object({ staffId: z.string().min(1).max(100) }),
  body: staffPermissionsBodySchema,
  response: staffMemberSchema,
  errors: [...signedInErrors, 'validation_failed', 'not_found', 'staff_own_admin'],
});

export const staffTeamRoutes = [listStaffTeam, putStaffPermissions] as const;
