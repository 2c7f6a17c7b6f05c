import type { RecruitmentDocumentStep, RecruitmentStepView } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { defineAction, uploadStoredFile, type StoredFile } from '../../../offline';
import { refreshRecruitment } from './recruitment-queries';

export const SEND_RECRUITMENT_DOCUMENT = 'recruitment.sendDocument';

/** One recruitment document: the step it answers; the action's file 0 is the document itself. */
export type SendDocumentBody = { assistantId: string; step: RecruitmentDocumentStep };

/** The page of the steps: a refused send shows there, on its step, with the server's reason. */
export const RECRUITMENT_PATH = '/user/newinfo';

/** Uploads the document (usage RECRUITMENT, key derived from the action's), then links it to its step. */
export const sendDocument = async (
  body: SendDocumentBody,
  ctx: { idempotencyKey: string; files: StoredFile[] },
): Promise<RecruitmentStepView> => {
  const file = ctx.files[0];
  if (!file) throw new Error('missing queued recruitment document');
  const fileId = await uploadStoredFile({ usage: 'RECRUITMENT', fileType: body.step }, file, {
    idempotencyKey: ctx.idempotencyKey,
    index: 0,
  });
  return call(routeTable.putRecruitmentDocument, {
    params: { id: body.assistantId, fileType: body.step },
    body: { fileId },
    idempotencyKey: ctx.idempotencyKey,
  });
};

/**
 * A document sent through the outbox, the file travelling with it: the step shows 'awaiting
 * connection' from the queued action (the page reads the outbox), and the steps and the status are
 * read again once the server answered.
 */
export const sendDocumentAction = defineAction<SendDocumentBody, typeof SEND_RECRUITMENT_DOCUMENT>({
  type: SEND_RECRUITMENT_DOCUMENT,
  send: sendDocument,
  revert: (qc, body) => refreshRecruitment(qc, body.assistantId),
  settled: (qc, body) => refreshRecruitment(qc, body.assistantId),
  describe: (body) => ({
    key: 'recruitment.describeSend',
    values: { step: t(`recruitment.steps.${body.step}.name`) },
  }),
  subjects: (body) => [`recruitment:${body.step}`],
  editPath: () => RECRUITMENT_PATH,
});
