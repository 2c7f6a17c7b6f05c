import { z } from 'zod';
import {
  CURRICULUM_EXPERIENCE_YEARS_MAX,
  CURRICULUM_LANGUAGE_MAX,
  CURRICULUM_LANGUAGES_MAX,
  CURRICULUM_SUMMARY_MAX,
  CURRICULUM_TITLE_MAX,
} from './curriculum.rules';

/** GET / PUT /assistants/{id}/curriculum: the assistant's curriculum as the gauge counts it. */
export const curriculumBodySchema = z.object({
  title: z.string().trim().max(CURRICULUM_TITLE_MAX).nullable(),
  summary: z.string().trim().max(CURRICULUM_SUMMARY_MAX).nullable(),
  experienceYears: z.number().int().min(0).max(CURRICULUM_EXPERIENCE_YEARS_MAX).nullable(),
  languages: z.array(z.string().trim().min(1).max(CURRICULUM_LANGUAGE_MAX)).max(CURRICULUM_LANGUAGES_MAX),
});
export type CurriculumBody = z.infer<typeof curriculumBodySchema>;

export const curriculumSchema = curriculumBodySchema.extend({
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Curriculum = z.infer<typeof curriculumSchema>;
