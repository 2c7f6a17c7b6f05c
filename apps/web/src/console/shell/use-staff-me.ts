import { staffMay, type StaffPermission } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** The console's query keys of the signed-in staff member. */
export const staffMeKeys = { me: ['staff', 'me'] as const };

/** The signed-in staff member and their permissions (GET /staff/me). */
export const useStaffMe = () =>
  useQuery({ queryKey: staffMeKeys.me, queryFn: () => call(routeTable.getStaffMe), staleTime: 60_000 });

/**
 * Whether the signed-in staff member may do what needs `permission` (false while unknown): the
 * console shows no button for what one may not do; the server refuses it anyway.
 */
export const useMay = (permission: StaffPermission): boolean => {
  const permissions = useStaffMe().data?.permissions;
  return permissions ? staffMay(permissions, permission) : false;
};
