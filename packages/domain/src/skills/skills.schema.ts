import { z } from 'zod';
import { SKILL_KINDS } from '../completion/completion.rules';
import { expertiseSchema } from '../reference/reference.schema';
import {
  duplicateSkillIndexes,
  EXPERTISES_MAX,
  SKILL_GRADE_MAX,
  SKILL_GRADE_MIN,
  SKILL_LABEL_MAX,
  SKILLS_MAX,
  SKILLS_PER_KIND_MAX,
} from './skills.rules';

/**
 * One skill: its kind (lang, computer, job, other), its label and its grade 1 to 5 (null: not graded
 * yet; only a graded skill counts in the completion).
 */
export const skillSchema = z.object({
  kind: z.enum(SKILL_KINDS),
  label: z.string().trim().min(1, 'required-field').max(SKILL_LABEL_MAX),
  grade: z
    .number()
    .int()
    .min(SKILL_GRADE_MIN, 'value-out-of-range')
    .max(SKILL_GRADE_MAX, 'value-out-of-range')
    .nullable(),
});
export type Skill = z.infer<typeof skillSchema>;

/** PUT /assistants/{id}/skills (and the prospect link's): the whole list, which replaces the stored one. */
export const skillsBodySchema = z
  .object({ skills: z.array(skillSchema).max(SKILLS_MAX) })
  .superRefine((body, ctx) => {
    for (const i of duplicateSkillIndexes(body.skills)) {
      ctx.addIssue({ code: 'custom', path: ['skills', i, 'label'], message: 'duplicate_skill' });
    }
    for (const kind of SKILL_KINDS) {
      if (body.skills.filter((s) => s.kind === kind).length > SKILLS_PER_KIND_MAX) {
        ctx.addIssue({ code: 'custom', path: ['skills'], message: 'value-out-of-range' });
      }
    }
  });
export type SkillsBody = z.infer<typeof skillsBodySchema>;

/** GET /assistants/{id}/skills: by kind (lang, computer, job, other), then by label. */
export const skillsSchema = z.object({
  skills: z.array(skillSchema),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Skills = z.infer<typeof skillsSchema>;

/** PUT .../skills/expertise: the chosen expertises, ids of the reference list (GET /expertises). */
export const expertiseBodySchema = z.object({
  expertiseIds: z.array(z.string().trim().min(1).max(64)).max(EXPERTISES_MAX),
});
export type ExpertiseBody = z.infer<typeof expertiseBodySchema>;

/**
 * GET .../skills/expertise: the chosen ids and the reference list in the caller's language (the
 * prospect's public page cannot call GET /expertises, which needs a session).
 */
export const expertiseChoiceSchema = z.object({
  expertiseIds: z.array(z.string()),
  expertises: z.array(expertiseSchema),
});
export type ExpertiseChoice = z.infer<typeof expertiseChoiceSchema>;

/** POST /staff/assistants/{id}/skills-link: the token, given once (only its hash is stored). */
export const skillsLinkSchema = z.object({
  randomString: z.string(),
  path: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SkillsLink = z.infer<typeof skillsLinkSchema>;
