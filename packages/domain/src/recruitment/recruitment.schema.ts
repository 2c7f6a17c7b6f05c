import { z } from 'zod';
import { fileSchema } from '../file/file.schema';
import {
  RECRUITMENT_DECISIONS,
  RECRUITMENT_DOCUMENT_STEPS,
  RECRUITMENT_STATUSES,
  RECRUITMENT_STEP_STATES,
  RECRUITMENT_STEPS,
} from './recruitment.rules';

export const recruitmentDocumentStepSchema = z.enum(RECRUITMENT_DOCUMENT_STEPS);

/** One step as the assistant sees it (GET /assistants/{id}/recruitment). */
export const recruitmentStepSchema = z.object({
  step: z.enum(RECRUITMENT_STEPS),
  /** DOCUMENT: sent on the recruitment page; PROFILE: completed in another area (`path`). */
  kind: z.enum(['DOCUMENT', 'PROFILE']),
  state: z.enum(RECRUITMENT_STEP_STATES),
  /** DOCUMENT only: whether the file must be a PDF (else pdf, jpeg or png). */
  pdfOnly: z.boolean(),
  /** PROFILE only: the app's route where the step is completed. */
  path: z.string().nullable(),
  /** DOCUMENT (and bank details): the file sent, while it is live. */
  file: fileSchema.nullable(),
  /** Why staff refused the document (REFUSED only). */
  refusalReason: z.string().nullable(),
});
export type RecruitmentStepView = z.infer<typeof recruitmentStepSchema>;

export const recruitmentSchema = z.object({
  /** The stored status (null: never in recruitment in Relais). */
  status: z.enum(RECRUITMENT_STATUSES).nullable(),
  /** The status before the latest move (null before the first). */
  beforeRecruitmentStatus: z.enum(RECRUITMENT_STATUSES).nullable(),
  inRecruitment: z.boolean(),
  steps: z.array(recruitmentStepSchema),
});
export type Recruitment = z.infer<typeof recruitmentSchema>;

/** PUT /assistants/{id}/recruitment/{fileType}: the file uploaded with usage RECRUITMENT. */
export const putRecruitmentDocumentBodySchema = z.object({ fileId: z.string().min(1).max(100) });
export type PutRecruitmentDocumentBody = z.infer<typeof putRecruitmentDocumentBodySchema>;

/** Staff: the end of recruitment, with the reason shown to the prospect when refused. */
export const recruitmentDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal(RECRUITMENT_DECISIONS[0]) }),
  z.object({
    decision: z.literal(RECRUITMENT_DECISIONS[1]),
    reason: z.string().trim().min(1, 'required-field').max(500),
  }),
]);
export type RecruitmentDecisionBody = z.infer<typeof recruitmentDecisionBodySchema>;
