import type { FastifyInstance } from 'fastify';
import { addDays, businessDate } from '@relais/domain';
import {
  listStaffAssistantInterventions,
  STAFF_RECORD_DAYS_AHEAD,
  STAFF_RECORD_DAYS_BACK,
} from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import type { AssistantsService } from '../assistants/assistants.service';
import { recordAssistant } from '../assistants/staff-record.service';
import type { EventsService } from './events.service';

/** The assistant record's interventions tab (issue 29): around today, newest first, report states. */
export const staffRecordEventsRoutes =
  (s: { assistants: AssistantsService; events: EventsService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listStaffAssistantInterventions, async ({ params, request }) => {
      await recordAssistant(s.assistants, params.id);
      await auditStaffRead(request, params.id);
      const today = businessDate(app.appConfig.clock.now());
      return s.events.list(params.id, {
        start: addDays(today, -STAFF_RECORD_DAYS_BACK),
        end: addDays(today, STAFF_RECORD_DAYS_AHEAD),
        sort: 'desc',
      });
    });
  };
