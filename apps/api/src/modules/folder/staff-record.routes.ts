import type { FastifyInstance } from 'fastify';
import { getStaffAssistantFile } from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import type { AssistantsService } from '../assistants/assistants.service';
import { recordAssistant } from '../assistants/staff-record.service';
import type { RecruitmentService } from '../recruitment/recruitment.service';
import type { FolderService } from './folder.service';

/** The assistant record's file tab (issue 29): her administrative file and recruitment steps. */
export const staffRecordFileRoutes =
  (s: { assistants: AssistantsService; folder: FolderService; recruitment: RecruitmentService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getStaffAssistantFile, async ({ params, request }) => {
      await recordAssistant(s.assistants, params.id);
      await auditStaffRead(request, params.id);
      const [folder, recruitment] = await Promise.all([
        s.folder.get(params.id),
        s.recruitment.get(params.id),
      ]);
      return { folder, recruitment };
    });
  };
