import { SKILL_KINDS, type SkillKind } from '../completion/completion.rules';
import { isInRecruitment } from '../recruitment/recruitment.rules';

/** Spec 3 skill grades: 1 (notions) to 5 (expert). */
export const SKILL_GRADE_MIN = 1;
export const SKILL_GRADE_MAX = 5;
export const SKILL_GRADES = [1, 2, 3, 4, 5] as const;
export type SkillGrade = (typeof SKILL_GRADES)[number];

/** Bounds of what one save may hold (decisions "Bounds"): a label, the skills of a kind, the expertises. */
export const SKILL_LABEL_MAX = 80;
export const SKILLS_PER_KIND_MAX = 30;
export const SKILLS_MAX = SKILLS_PER_KIND_MAX * SKILL_KINDS.length;
export const EXPERTISES_MAX = 100;

/**
 * Two skills are the same when their kind and label match, ignoring case, accents and spacing
 * ("Excel", " excel ", "EXCEL" are one computer skill).
 */
export const skillKey = (kind: SkillKind, label: string): string =>
  `${kind}:${label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()}`;

/** The indexes of the skills that repeat an earlier one (same `skillKey`). */
export const duplicateSkillIndexes = (skills: readonly { kind: SkillKind; label: string }[]): number[] => {
  const seen = new Set<string>();
  const repeated: number[] = [];
  skills.forEach((s, i) => {
    const key = skillKey(s.kind, s.label);
    if (seen.has(key)) repeated.push(i);
    seen.add(key);
  });
  return repeated;
};

/** A prospect's skills link lives this long after it is issued (and only while she is in recruitment). */
export const PROSPECT_LINK_TTL_DAYS = 30;

/** Whether a prospect's skills link still opens: before its expiry instant, while in recruitment. */
export const prospectLinkOpens = (
  link: { expiresAt: Date; recruitmentStatus: string | null },
  now: Date,
): boolean => now.getTime() < link.expiresAt.getTime() && isInRecruitment(link.recruitmentStatus);
