import type { FastifyInstance } from 'fastify';
import { listStaffTeam, putStaffPermissions } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { StaffTeamService } from './staff-team.service';

/** The console's team (issue 29): the staff members and their permissions (admin). */
export const staffTeamRoutes =
  ({ staffTeam }: { staffTeam: StaffTeamService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listStaffTeam, async () => staffTeam.list());
    registerRoute(app, putStaffPermissions, async ({ auth, params, body, request }) =>
      staffTeam.setPermissions({ userId: auth.userId, ip: request.ip }, params.staffId, body),
    );
  };
