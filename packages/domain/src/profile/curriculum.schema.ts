import { z } from 'zod';

/** GET / PUT /assistants/{id}/curriculum: the assistant's curriculum as the gauge counts it. */
export const curriculumBodySchema = z.object({
  title: z.string().trim().max(150).nullable(),
  summary: z.string().trim().max(4000).nullable(),
  experienceYears: z.number().int().min(0).max(60).nullable(),
  languages: z.array(z.string().trim().min(1).max(50)).max(20),
});
export type CurriculumBody = z.infer<typeof curriculumBodySchema>;

export const curriculumSchema = curriculumBodySchema.extend({
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Curriculum = z.infer<typeof curriculumSchema>;
