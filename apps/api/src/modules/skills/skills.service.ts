import {
  isInRecruitment,
  PROSPECT_LINK_TTL_DAYS,
  prospectLinkOpens,
  SKILL_KINDS,
  type Clock,
  type ExpertiseBody,
  type ExpertiseChoice,
  type Skill,
  type Skills,
  type SkillsBody,
  type SkillsLink,
} from '@relais/domain';
import type { HistoryEntry } from '../../lib/history-writer';
import type { Language } from '../../lib/language';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Audit } from '../../plugins/types';
import { AppError, notFound, ruleFailure } from '../../plugins/app-error';
import type { ReferenceService } from '../reference/reference.service';
import type { SkillsRepository, StoredSkill } from './skills.repository';

export type Actor = { userId: string; ip: string };

/** An unknown, expired or no-longer-in-recruitment link: one answer, so none can be told apart. */
const linkInvalid = (): AppError =>
  new AppError(404, 'skills_link_invalid', 'This skills link is unknown or no longer valid');

/**
 * Skills grouped by kind (lang, computer, job, other), then by label. `updatedAt`: the last save
 * (an empty list saved has one too), else the newest row (skills stored before saves were recorded).
 */
const toSkills = (rows: readonly StoredSkill[], savedAt: Date | null): Skills => {
  const skills: Skill[] = rows
    .map((r) => ({ kind: r.kind, label: r.label, grade: r.grade }))
    .sort(
      (a, b) =>
        SKILL_KINDS.indexOf(a.kind) - SKILL_KINDS.indexOf(b.kind) || a.label.localeCompare(b.label, 'fr'),
    );
  const times = [...rows.map((r) => r.updatedAt.getTime()), ...(savedAt ? [savedAt.getTime()] : [])];
  return { skills, updatedAt: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null };
};

/** The history line of a skills or expertises save (the prospect's link writes the same). */
const profileUpdated = (assistantId: string, at: Date, kind: 'SKILLS' | 'EXPERTISE'): HistoryEntry => ({
  assistantId,
  at,
  objectType: 'PROFILE',
  eventType: 'UPDATED',
  label: '',
  details: { kind },
});

export const createSkillsService = (deps: {
  repo: SkillsRepository;
  reference: ReferenceService;
  clock: Clock;
  audit: Audit;
}) => {
  const { repo, reference, clock } = deps;

  const getSkills = async (assistantId: string): Promise<Skills> => {
    const [rows, savedAt] = await Promise.all([repo.skills(assistantId), repo.skillsSavedAt(assistantId)]);
    return toSkills(rows, savedAt);
  };

  const putSkills = async (assistantId: string, body: SkillsBody): Promise<Skills> => {
    const now = clock.now();
    await repo.transaction(async (tx) => {
      await tx.replaceSkills(assistantId, body.skills, now);
      await tx.history(profileUpdated(assistantId, now, 'SKILLS'));
    });
    return getSkills(assistantId);
  };

  const expertiseChoice = async (assistantId: string, lang: Language): Promise<ExpertiseChoice> => {
    const [expertiseIds, expertises] = await Promise.all([
      repo.expertiseIds(assistantId),
      reference.expertises(lang),
    ]);
    return { expertiseIds, expertises };
  };

  /** Replaces the chosen expertises (each must be of the reference list) and clears the warning. */
  const putExpertise = async (
    assistantId: string,
    body: ExpertiseBody,
    lang: Language,
  ): Promise<ExpertiseChoice> => {
    const known = new Set((await reference.expertises(lang)).map((e) => e.id));
    const unknown = body.expertiseIds.flatMap((id, i) =>
      known.has(id) ? [] : [{ field: `expertiseIds.${i}`, errorCode: 'unknown_expertise' as const }],
    );
    if (unknown.length > 0) throw ruleFailure(unknown, 'An expertise is not in the reference list');
    const now = clock.now();
    await repo.transaction(async (tx) => {
      await tx.replaceExpertises(assistantId, [...new Set(body.expertiseIds)], now);
      await tx.clearExpertiseWarning(assistantId, now);
      await tx.history(profileUpdated(assistantId, now, 'EXPERTISE'));
    });
    return expertiseChoice(assistantId, lang);
  };

  /** The prospect a link names, while it opens (spec 6: only in recruitment); else 404. */
  const prospectOf = async (token: string): Promise<string> => {
    const link = await repo.link(hashToken(token));
    if (!link || !prospectLinkOpens(link, clock.now())) throw linkInvalid();
    return link.assistantId;
  };

  return {
    getSkills,
    putSkills,
    expertiseChoice,
    putExpertise,

    directSkills: async (token: string) => getSkills(await prospectOf(token)),
    putDirectSkills: async (token: string, body: SkillsBody) => putSkills(await prospectOf(token), body),
    directExpertise: async (token: string, lang: Language) => expertiseChoice(await prospectOf(token), lang),
    putDirectExpertise: async (token: string, body: ExpertiseBody, lang: Language) =>
      putExpertise(await prospectOf(token), body, lang),

    /** Staff: a new link (256 random bits, base64url) for a prospect in recruitment; audited. */
    issueLink: async (assistantId: string, actor: Actor): Promise<SkillsLink> => {
      const status = await repo.recruitmentStatusOf(assistantId);
      if (status === undefined) throw notFound('Assistant');
      if (!isInRecruitment(status)) {
        throw ruleFailure(
          [{ field: 'id', errorCode: 'skills_link_invalid' }],
          'Not a prospect in recruitment',
        );
      }
      const now = clock.now();
      // 256 random bits; only its SHA-256 is stored
      const token = newOpaqueToken();
      const expiresAt = new Date(now.getTime() + PROSPECT_LINK_TTL_DAYS * 86_400_000);
      await repo.replaceLink(assistantId, hashToken(token), expiresAt, now);
      await deps.audit({
        action: 'skills_link_issued',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { expiresAt: expiresAt.toISOString() },
      });
      return { randomString: token, path: `/skills/${token}`, expiresAt: expiresAt.toISOString() };
    },
  };
};

export type SkillsService = ReturnType<typeof createSkillsService>;
