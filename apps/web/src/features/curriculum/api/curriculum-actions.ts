import type { Curriculum, CurriculumBody, Cv } from '@relais/domain/rules';
import { CV_FILE_USAGE } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { defineAction, uploadStoredFile, type StoredFile } from '../../../offline';
import { curriculumKey, cvKey, refreshCompletion } from './curriculum-queries';

export const SAVE_CURRICULUM = 'curriculum.save';
export const UPLOAD_CV = 'curriculum.uploadCv';

export type SaveCurriculumBody = { assistantId: string; curriculum: CurriculumBody };
/** The PDF travels as the action's file 0; `name` is the name it is shown under (`cvFileName`). */
export type UploadCvBody = { assistantId: string; name: string; size: number };

export const CURRICULUM_PATH = '/user/curriculum';

/** PUT /assistants/{id}/curriculum (the whole curriculum: safe to replay); shows at once. */
export const saveCurriculumAction = defineAction<SaveCurriculumBody, typeof SAVE_CURRICULUM>({
  type: SAVE_CURRICULUM,
  send: (body, { idempotencyKey }) =>
    call(routeTable.putCurriculum, {
      params: { id: body.assistantId },
      body: body.curriculum,
      idempotencyKey,
    }),
  apply: (qc, body) =>
    qc.setQueryData<Curriculum>(curriculumKey(body.assistantId), (old) => ({
      ...body.curriculum,
      updatedAt: old?.updatedAt ?? null,
    })),
  revert: (qc, body) => void qc.invalidateQueries({ queryKey: curriculumKey(body.assistantId) }),
  settled: (qc, body, result) => {
    qc.setQueryData<Curriculum>(curriculumKey(body.assistantId), result as Curriculum);
    refreshCompletion(qc, body.assistantId);
  },
  describe: () => ({ key: 'curriculum.describeSave' }),
  editPath: (actionId) => `${CURRICULUM_PATH}?action=${encodeURIComponent(actionId)}`,
});

/**
 * Uploads the PDF (POST /files, usage CV, under a key derived from the action's: a replay stores
 * it once), then makes it the CV (POST /assistants/{id}/cv under the action's own key: one CV).
 */
export const sendCv = async (
  body: UploadCvBody,
  ctx: { idempotencyKey: string; files: StoredFile[] },
): Promise<Cv> => {
  const pdf = ctx.files[0];
  if (!pdf) throw new Error('missing queued CV file');
  const fileId = await uploadStoredFile({ usage: CV_FILE_USAGE }, pdf, {
    idempotencyKey: ctx.idempotencyKey,
    index: 0,
  });
  return call(routeTable.postCv, {
    params: { id: body.assistantId },
    body: { fileId, cvFileName: body.name },
    idempotencyKey: ctx.idempotencyKey,
  });
};

/**
 * One outbox action per CV sent, the PDF with it. While it waits, the CV section shows it from
 * the outbox ('awaiting connection'); once acknowledged the server's CV takes its place.
 */
export const uploadCvAction = defineAction<UploadCvBody, typeof UPLOAD_CV>({
  type: UPLOAD_CV,
  send: sendCv,
  settled: (qc: QueryClient, body, result) => {
    qc.setQueryData<Cv>(cvKey(body.assistantId), result as Cv);
    refreshCompletion(qc, body.assistantId);
  },
  describe: (body) => ({ key: 'curriculum.describeCv', values: { name: body.name } }),
});
