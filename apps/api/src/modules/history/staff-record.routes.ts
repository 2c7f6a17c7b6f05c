import type { FastifyInstance } from 'fastify';
import { getStaffAssistantHistory } from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import type { AssistantsService } from '../assistants/assistants.service';
import { recordAssistant } from '../assistants/staff-record.service';
import type { HistoryService } from './history.service';

/** The assistant record's history tab (issue 29): her activity lines, newest first, paged. */
export const staffRecordHistoryRoutes =
  (s: { assistants: AssistantsService; history: HistoryService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getStaffAssistantHistory, async ({ params, query, request }) => {
      await recordAssistant(s.assistants, params.id);
      await auditStaffRead(request, params.id);
      return s.history.logs(params.id, query);
    });
  };
