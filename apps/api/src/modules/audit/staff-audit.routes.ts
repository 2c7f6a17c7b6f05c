import type { FastifyInstance } from 'fastify';
import { getStaffAuditChoices, listStaffAudit } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { StaffAuditService } from './staff-audit.service';

/** The console's audit trail (issue 29, admin). */
export const staffAuditRoutes =
  ({ staffAudit }: { staffAudit: StaffAuditService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listStaffAudit, async ({ query }) => staffAudit.list(query));
    registerRoute(app, getStaffAuditChoices, async () => staffAudit.choices());
  };
