import type { FastifyInstance } from 'fastify';
import { getStaffAssistant } from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import type { ProfileService } from '../profile/profile.service';
import type { SkillsService } from '../skills/skills.service';
import type { AssistantsService } from './assistants.service';
import { recordAssistant } from './staff-record.service';

/**
 * The console's assistant record (issue 29): her profile, skills and completion, read for staff
 * (404 for an unknown id, before anything is read or audited). The record's other reads are their
 * modules' (`staff-record.routes.ts` in folder, events, invoices, history).
 */
export const staffAssistantRecordRoutes =
  (s: { assistants: AssistantsService; skills: SkillsService; profile: ProfileService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getStaffAssistant, async ({ params, request }) => {
      const assistant = await recordAssistant(s.assistants, params.id);
      await auditStaffRead(request, params.id);
      const [skills, completion] = await Promise.all([
        s.skills.getSkills(params.id),
        s.profile.completion(params.id),
      ]);
      return { assistant, skills, completion };
    });
  };
