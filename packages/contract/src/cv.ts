import { cvBodySchema, cvSchema } from '@relais/domain';
import { idParam, ownerRoute } from './route';
import { routeTable } from './routes';

/** GET /assistants/{id}/cv: the current CV (name, size, date, file id for GET /files/token), or `cv: null`. */
export const getCv = ownerRoute({
  ...routeTable.getCv,
  summary: "The assistant's current CV, or null when none was sent",
  params: idParam,
  response: cvSchema,
  errors: [],
});

/**
 * POST /assistants/{id}/cv {fileId, cvFileName}: the PDF uploaded by POST /files (multipart, usage
 * CV) becomes the one current CV; the previous CV's file is deleted.
 */
export const postCv = ownerRoute({
  ...routeTable.postCv,
  summary: 'Make an uploaded PDF (POST /files, usage CV) the current CV; the previous one is deleted',
  params: idParam,
  body: cvBodySchema,
  response: cvSchema,
  errors: ['validation_failed', 'not_found', 'file_content_type_not_allowed', 'file_name_not_allowed'],
});

export const cvRoutes = [getCv, postCv] as const;
