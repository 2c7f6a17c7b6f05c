import {
  businessDate,
  cleanLanguages,
  computeCompletion,
  curriculumErrors,
  shouldCelebrate,
  type Clock,
  type Completion,
  type Curriculum,
  type CurriculumBody,
  type Gauge,
} from '@relais/domain';
import { ruleFailure } from '../../plugins/app-error';
import type { CompletionSources, ProfileRepository } from './profile.repository';

const blankToNull = (v: string | null): string | null => (v && v.trim() !== '' ? v.trim() : null);

/** The completion percentages of an assistant, from what they filled in. */
const completionWith = async (
  q: { completionSources: CompletionSources },
  assistantId: string,
  now: Date,
) => {
  const src = await q.completionSources(assistantId);
  return computeCompletion({
    account: src.account,
    availability: src.cells,
    documents: src.documents,
    skills: src.skills,
    curriculum: src.curriculum,
    hasCv: src.hasCv,
    today: businessDate(now),
  });
};

/**
 * For the seed (through the wiring root, which binds the completion's reads to the seed's handle):
 * the completion of an assistant.
 */
export const readCompletion = async (
  completionSources: CompletionSources,
  assistantId: string,
  now: Date,
): Promise<Completion> => completionWith({ completionSources }, assistantId, now);

export const createProfileService = (deps: { repo: ProfileRepository; clock: Clock }) => {
  const { repo, clock } = deps;
  return {
    completion: async (assistantId: string): Promise<Completion> =>
      completionWith(repo, assistantId, clock.now()),

    getCurriculum: async (assistantId: string): Promise<Curriculum> => repo.curriculum(assistantId),

    putCurriculum: async (assistantId: string, body: CurriculumBody): Promise<Curriculum> => {
      const errors = curriculumErrors(body);
      if (errors.length > 0) throw ruleFailure(errors, 'The curriculum is out of its bounds');
      const now = clock.now();
      const languages = cleanLanguages(body.languages);
      return repo.transaction(async (tx) => {
        const saved = await tx.putCurriculum(
          assistantId,
          {
            title: blankToNull(body.title),
            summary: blankToNull(body.summary),
            experienceYears: body.experienceYears,
            languages,
          },
          now,
        );
        await tx.history({
          assistantId,
          at: now,
          objectType: 'PROFILE',
          eventType: 'UPDATED',
          label: '',
          details: { kind: 'CURRICULUM' },
        });
        return saved;
      });
    },

    /**
     * POST /assistants/{id}/gauge: celebrate when the total crossed above 75 from the total last
     * seen in (0, 75], once ever. With `update`, the current total becomes the one last seen and a
     * celebration is recorded, under a row lock so two calls never both celebrate.
     */
    gauge: async (userId: string, update: boolean): Promise<Gauge> => {
      const now = clock.now();
      if (!update) {
        const [completion, state] = await Promise.all([
          completionWith(repo, userId, now),
          repo.gauge(userId),
        ]);
        const previousTotal = state?.lastSeenTotal ?? 0;
        const celebrate = !state?.celebratedAt && shouldCelebrate(previousTotal, completion.total);
        return { completion, previousTotal, celebrate };
      }
      return repo.transaction(async (tx) => {
        const state = await tx.lockGauge(userId, now);
        const completion = await completionWith(tx, userId, now);
        const previousTotal = state.lastSeenTotal;
        const celebrate = !state.celebratedAt && shouldCelebrate(previousTotal, completion.total);
        await tx.setGauge(
          userId,
          { lastSeenTotal: completion.total, celebratedAt: celebrate ? now : state.celebratedAt },
          now,
        );
        return { completion, previousTotal, celebrate };
      });
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
