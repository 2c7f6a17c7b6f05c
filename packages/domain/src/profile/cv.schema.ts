import { z } from 'zod';
import { FILE_NAME_MAX } from '../file/file.rules';

/**
 * POST /assistants/{id}/cv: the PDF is first uploaded by POST /files (multipart, usage CV), then
 * this call makes it the assistant's one current CV under `cvFileName` (decisions "Curriculum and CV").
 */
export const cvBodySchema = z.object({
  fileId: z.string().min(1).max(100),
  cvFileName: z.string().min(1).max(FILE_NAME_MAX),
});
export type CvBody = z.infer<typeof cvBodySchema>;

/** The current CV: what the screen shows, and the file id a download link is asked for. */
export const cvFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.literal('application/pdf'),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type CvFile = z.infer<typeof cvFileSchema>;

/** GET /assistants/{id}/cv: `cv` null when none was sent (never a 404). */
export const cvSchema = z.object({ cv: cvFileSchema.nullable() });
export type Cv = z.infer<typeof cvSchema>;
