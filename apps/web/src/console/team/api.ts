import { routeTable } from '@relais/contract/routes';
import type { StaffPermission } from '@relais/domain/rules';
import { call } from '../../lib/api-client';

/** The team's query keys (the console's own client: nothing of it is persisted). */
export const staffTeamKeys = { all: ['staff', 'team'] as const };

export const listTeam = () => call(routeTable.listStaffTeam);

/** Sets a member's permissions (the whole set); 400 staff_own_admin for one's own admin. */
export const setPermissions = (staffId: string, permissions: StaffPermission[]) =>
  call(routeTable.putStaffPermissions, { params: { staffId }, body: { permissions } });
