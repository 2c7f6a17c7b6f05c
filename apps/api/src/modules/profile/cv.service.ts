import {
  cleanFileName,
  CV_FILE_TYPE,
  fileNameAllowed,
  type Clock,
  type Cv,
  type CvBody,
  type FieldError,
} from '@relais/domain';
import { ruleFailure } from '../../plugins/app-error';
import type { CvFileFacts, CvRow, ProfileRepository } from './profile.repository';

type Actor = { userId: string; ip: string };

/** What the CV needs of the files module (its service, given by the wiring root): deleting a file. */
export type CvFiles = {
  remove: (ownerId: string, fileId: string, actor: Actor) => Promise<unknown>;
};

const live = (f: CvFileFacts | undefined): f is CvFileFacts => Boolean(f && f.deletedAt === null);

const toCv = (row: CvRow | null, file: CvFileFacts | undefined): Cv =>
  row && live(file) && file.type === CV_FILE_TYPE
    ? {
        cv: {
          fileId: file.id,
          name: row.name,
          size: file.size,
          type: CV_FILE_TYPE,
          uploadedAt: row.updatedAt.toISOString(),
        },
      }
    : { cv: null };

/**
 * The checks of a CV sent: the file is the assistant's own live upload of usage CV (anything else
 * is 'not found', whoever owns it), a PDF, and the name it is shown under a plain file name.
 */
const cvErrors = (assistantId: string, body: CvBody, file: CvFileFacts | undefined): FieldError[] => {
  if (!live(file) || file.ownerId !== assistantId || file.usage !== 'CV') {
    return [{ errorCode: 'not_found', field: 'fileId' }];
  }
  const errors: FieldError[] = [];
  if (file.type !== CV_FILE_TYPE)
    errors.push({ errorCode: 'file_content_type_not_allowed', field: 'fileId' });
  if (!fileNameAllowed(body.cvFileName) || cleanFileName(body.cvFileName) === '') {
    errors.push({ errorCode: 'file_name_not_allowed', field: 'cvFileName' });
  }
  return errors;
};

/**
 * The assistant's one current CV (decisions "Curriculum and CV"): GET answers it or `cv: null`;
 * POST makes an uploaded PDF the CV (row and history line in one transaction), then deletes the
 * file it replaced and any CV file left unlinked before it, through the files service (soft delete,
 * bytes removed, audited).
 */
export const createCvService = (deps: { repo: ProfileRepository; files: CvFiles; clock: Clock }) => {
  const { repo, files, clock } = deps;

  const current = async (assistantId: string): Promise<Cv> => {
    const row = await repo.cv(assistantId);
    const [file] = row ? await repo.files([row.fileId]) : [];
    return toCv(row, file);
  };

  return {
    get: current,

    send: async (assistantId: string, body: CvBody, actor: Actor): Promise<Cv> => {
      const [file] = await repo.files([body.fileId]);
      const errors = cvErrors(assistantId, body, file);
      if (errors.length > 0 || !file) throw ruleFailure(errors, 'This file cannot be the CV');
      const name = cleanFileName(body.cvFileName);
      const now = clock.now();
      await repo.transaction(async (tx) => {
        await tx.setCv(assistantId, file.id, name, now);
        await tx.history({
          assistantId,
          at: now,
          objectType: 'PROFILE',
          eventType: 'UPDATED',
          objectId: file.id,
          label: name,
          details: { kind: 'CV' },
        });
      });
      // The CV now in place (a concurrent POST may have put its own): every other CV file uploaded
      // up to this one goes (the one replaced, and uploads whose POST never came).
      const row = await repo.cv(assistantId);
      const stale = (await repo.liveCvFileIds(assistantId, new Date(file.createdAt))).filter(
        (id) => id !== row?.fileId,
      );
      for (const id of stale) {
        // already gone (a concurrent replacement removed it): nothing left to do
        await files.remove(assistantId, id, actor).catch(() => undefined);
      }
      return current(assistantId);
    },
  };
};

export type CvService = ReturnType<typeof createCvService>;
