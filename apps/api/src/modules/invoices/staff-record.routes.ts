import type { FastifyInstance } from 'fastify';
import { listStaffAssistantInvoices } from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import type { AssistantsService } from '../assistants/assistants.service';
import { recordAssistant } from '../assistants/staff-record.service';
import type { InvoicesService } from './invoices.service';

/** The assistant record's invoices tab (issue 29): hers, newest month first, with their states. */
export const staffRecordInvoicesRoutes =
  (s: { assistants: AssistantsService; invoices: InvoicesService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listStaffAssistantInvoices, async ({ params, request }) => {
      await recordAssistant(s.assistants, params.id);
      await auditStaffRead(request, params.id);
      return s.invoices.list(params.id);
    });
  };
