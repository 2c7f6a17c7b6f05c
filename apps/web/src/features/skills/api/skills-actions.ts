import { routeTable } from '@relais/contract/routes';
import type { ExpertiseChoice, Skills } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { derivedKey } from '../../../lib/derived-key';
import { defineAction } from '../../../offline';
import type { SkillsSave } from '../model/skills-form';
import { expertiseIdsKey, refetchAfterSave, showExpertises, showSkills, skillsKey } from './skills-cache';

export const SAVE_SKILLS = 'skills.save';
export type SaveSkillsBody = SkillsSave & { assistantId: string };
type SaveSkillsResult = { skills?: Skills; expertise?: ExpertiseChoice };

export const skillsEditPath = (actionId: string): string =>
  `/user/skills?action=${encodeURIComponent(actionId)}`;

const refetch = (qc: QueryClient, body: SaveSkillsBody): void => {
  refetchAfterSave(qc, body.assistantId);
  void qc.invalidateQueries({ queryKey: expertiseIdsKey(body.assistantId) });
};

/**
 * PUT /assistants/{id}/skills and/or PUT .../skills/expertise (the parts that changed): both replace
 * the whole list, each under a key derived from the action's, so a replay is answered with the
 * first answer. Optimistic: the skills, the expertises, the completion gauge and the expertise
 * warning change at once; once acknowledged, the server's copy and the dashboard are read again.
 */
export const saveSkillsAction = defineAction<SaveSkillsBody, typeof SAVE_SKILLS>({
  type: SAVE_SKILLS,
  send: async (body, { idempotencyKey }): Promise<SaveSkillsResult> => {
    const params = { id: body.assistantId };
    const skills = body.skills
      ? await call(routeTable.putSkills, {
          params,
          body: { skills: body.skills },
          idempotencyKey: await derivedKey(idempotencyKey, 'skills'),
        })
      : undefined;
    const expertise = body.expertiseIds
      ? await call(routeTable.putExpertiseChoice, {
          params,
          body: { expertiseIds: body.expertiseIds },
          idempotencyKey: await derivedKey(idempotencyKey, 'expertise'),
        })
      : undefined;
    return { ...(skills ? { skills } : {}), ...(expertise ? { expertise } : {}) };
  },
  apply: (qc, body) => {
    if (body.skills) showSkills(qc, body.assistantId, body.skills);
    if (body.expertiseIds) showExpertises(qc, body.assistantId, body.expertiseIds);
  },
  revert: (qc, body) => refetch(qc, body),
  settled: (qc, body, result) => {
    const answer = result as SaveSkillsResult | undefined;
    if (answer?.skills) qc.setQueryData<Skills>(skillsKey(body.assistantId), answer.skills);
    if (answer?.expertise) qc.setQueryData(expertiseIdsKey(body.assistantId), answer.expertise.expertiseIds);
    refetchAfterSave(qc, body.assistantId);
  },
  describe: (body) => ({
    key:
      body.skills && body.expertiseIds
        ? 'skills.describeBoth'
        : body.skills
          ? 'skills.describeSkills'
          : 'skills.describeExpertise',
  }),
  editPath: (actionId) => skillsEditPath(actionId),
});
