import {
  completionTotal,
  skillsShare,
  type Assistant,
  type Dashboard,
  type Skill,
  type Skills,
} from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../data/assistant';
import { dashboardKey } from '../../../data/dashboard';

/** The signed-in assistant's skills: `['skills', userId]` (persisted, read offline). */
export const skillsKey = (userId: string | undefined) => ['skills', userId] as const;
/** Her chosen expertise ids: `['skills', userId, 'expertise']` (the labels come from the reference data). */
export const expertiseIdsKey = (userId: string | undefined) => ['skills', userId, 'expertise'] as const;

/** Shows the skills as saved at once; the skills area of every cached dashboard follows. */
export const showSkills = (qc: QueryClient, userId: string, skills: readonly Skill[]): void => {
  qc.setQueryData<Skills>(skillsKey(userId), (old) => ({
    skills: [...skills],
    updatedAt: old?.updatedAt ?? null,
  }));
  const area = skillsShare(skills);
  qc.setQueriesData<Dashboard>({ queryKey: dashboardKey(userId) }, (d) => {
    if (!d) return d;
    const areas = { ...d.completion, skills: area };
    return { ...d, completion: { ...areas, total: completionTotal(areas) } };
  });
};

/** Shows the expertises as saved at once; the 'update your expertise' warning goes (the server clears it too). */
export const showExpertises = (qc: QueryClient, userId: string, ids: readonly string[]): void => {
  qc.setQueryData<string[]>(expertiseIdsKey(userId), [...ids]);
  qc.setQueriesData<Dashboard>({ queryKey: dashboardKey(userId) }, (d) =>
    d ? { ...d, warnings: { ...d.warnings, expertiseToUpdate: false } } : d,
  );
  qc.setQueryData<Assistant>(meQueryKey(userId), (me) =>
    me ? { ...me, warningUpdateExpertise: false } : me,
  );
};

/** Reads again what a save changed (after the server answered, or when a queued save is discarded). */
export const refetchAfterSave = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: skillsKey(userId) });
  void qc.invalidateQueries({ queryKey: dashboardKey(userId) });
  void qc.invalidateQueries({ queryKey: meQueryKey(userId) });
};
