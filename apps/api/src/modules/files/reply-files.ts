import { randomUUID } from 'node:crypto';
import type { Clock, StoredFileInfo } from '@relais/domain';
import { notFound, ruleFailure } from '../../plugins/app-error';
import type { AuditEntry } from '../../plugins/types';
import type { FileStore } from './file-store';
import type { FilesRepository } from './files.repository';
import type { ParsedUpload } from './multipart-body';
import { checkAndStore, checkPart } from './upload-checks';

/** A staff reply's upload never sent is removed at the member's next upload after this long. */
export const PENDING_REPLY_FILE_TTL_MS = 24 * 60 * 60 * 1000;

type Actor = { userId: string; ip: string };

/**
 * A staff member's files for a reply in the team inbox (issue 29): uploaded with the assistant's
 * compose's checks (the same `checkPart` and `checkAndStore`, the same quota and rate through the
 * files service's `admit` and `checkQuota`), kept pending (usage MESSAGE, no message, the
 * conversation noted) until the reply's transaction attaches them (`attachReplyFiles`, the messages
 * module's write), or removed by the member, or at her next upload once a day old.
 */
export const createReplyFiles = (deps: {
  repo: FilesRepository;
  store: FileStore;
  clock: Clock;
  audit: (entry: AuditEntry) => Promise<void>;
  checkQuota: (ownerId: string, adding: number) => Promise<void>;
  toFileInfo: (f: StoredFileInfo) => StoredFileInfo;
}) => {
  const { repo, store, clock } = deps;

  /** The member's uploads left unsent for a day: rows marked deleted, then their bytes removed. */
  const discardStale = async (staffId: string, now: Date): Promise<void> => {
    const before = new Date(now.getTime() - PENDING_REPLY_FILE_TTL_MS);
    for (const key of await repo.discardStalePending(staffId, before, now)) await store.remove(key);
  };

  return {
    /** The conversation is the caller's to check (404 when it does not exist) before this. */
    upload: async (
      staffId: string,
      conversationId: string,
      body: ParsedUpload,
      actor: Actor,
    ): Promise<StoredFileInfo> => {
      const part = body.file;
      if (!part) throw ruleFailure([{ errorCode: 'required-field', field: 'file' }], 'The upload is invalid');
      const { name, type } = checkPart(part, { pdfOnly: false });
      await deps.checkQuota(staffId, part.size);
      const { storageKey, size } = await checkAndStore(store, part, type);
      const now = clock.now();
      let row;
      try {
        row = await repo.insertFile({
          id: randomUUID(),
          ownerId: staffId,
          usage: 'MESSAGE',
          eventId: null,
          expenseOrder: null,
          messageId: null,
          messageFileIndex: null,
          conversationId,
          name,
          type,
          size,
          storageKey,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        await store.remove(storageKey);
        throw error;
      }
      await discardStale(staffId, now);
      await deps.audit({
        action: 'staff_reply_file_uploaded',
        actorId: actor.userId,
        subjectId: conversationId,
        ip: actor.ip,
        detail: { fileId: row.id, type, size: row.size },
      });
      return deps.toFileInfo(row);
    },

    /** Only the member's pending upload for this conversation (else 404): row marked deleted, bytes removed. */
    remove: async (
      staffId: string,
      conversationId: string,
      fileId: string,
      actor: Actor,
    ): Promise<{ success: true }> => {
      const storageKey = await repo.discardPendingReplyFile(staffId, conversationId, fileId, clock.now());
      if (storageKey === undefined) throw notFound('File');
      await store.remove(storageKey);
      await deps.audit({
        action: 'staff_reply_file_removed',
        actorId: actor.userId,
        subjectId: conversationId,
        ip: actor.ip,
        detail: { fileId },
      });
      return { success: true };
    },
  };
};
