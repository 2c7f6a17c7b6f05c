import type { FastifyInstance } from 'fastify';
import {
  getStaffReport,
  getStaffReportChoices,
  listStaffPremiumRequests,
  listStaffReports,
  validateStaffReports,
} from '@relais/contract';
import { answerLanguage } from '../../lib/language';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import type { StaffReportsService } from './staff-reports.service';

/** The console's reports queue (issue 28); a proof's bytes are the files module's (files.routes.ts). */
export const staffReportsRoutes =
  ({ staffReports }: { staffReports: StaffReportsService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listStaffReports, async ({ query }) => staffReports.list(query));
    registerRoute(app, getStaffReportChoices, async () => staffReports.choices());
    registerRoute(app, listStaffPremiumRequests, async ({ query }) =>
      staffReports.premiumRequests(query.page, query.size),
    );
    registerRoute(app, getStaffReport, async ({ params, request, reply }) => {
      const detail = await staffReports.detail(params.eventId, answerLanguage(request, reply));
      await auditStaffRead(request, detail.assistant.id);
      return detail;
    });
    registerRoute(app, validateStaffReports, async ({ body, auth, request }) =>
      staffReports.validateMany(body.eventIds, { userId: auth.userId, ip: request.ip }),
    );
  };
