import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  FILE_QUOTA_BYTES,
  FILE_UPLOADS_PER_WINDOW,
  FILE_UPLOAD_WINDOW_MS,
  cleanFileName,
  CV_FILE_USAGE,
  fileUploadFieldsSchema,
  isErrorCode,
  type Clock,
  type FieldError,
  type StoredFileInfo,
} from '@relais/domain';
import { apiPath, routeTable } from '@relais/contract/routes';
import { AppError, accessDenied, notFound, unauthenticated, ruleFailure } from '../../plugins/app-error';
import type { RateLimits } from '../../plugins/rate-limits';
import type { AuditEntry } from '../../plugins/types';
import type { FileStore } from './file-store';
import { signFileToken, verifyFileToken } from './file-token';
import type { FilesRepository, StoredFile } from './files.repository';
import * as attachments from './message-attachments';
import type { ParsedUpload } from './multipart-body';
import { createReplyFiles } from './reply-files';
import { checkAndStore, checkPart } from './upload-checks';

/* Serving headers: the files routes and the users module's avatar and export use them. */
export type Disposition = 'inline' | 'attachment';

/**
 * RFC 6266 / 5987 header: `filename*` in UTF-8, percent-encoded (nothing can end the header), the
 * name cleaned of direction overrides, invisible characters and markup first.
 */
export const contentDisposition = (name: string, disposition: Disposition): string =>
  `${disposition}; filename*=UTF-8''${encodeURIComponent(cleanFileName(name)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** Only the images the app shows are displayed in place; anything else is downloaded. */
export const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * Headers of every file answer: no browser runs it (a sandboxed document without scripts, plugins
 * or same-origin access even when opened directly), no type guessing, no sharing across origins.
 */
export const FILE_RESPONSE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=300',
});

/** A file as the API describes it: only these fields (never its owner, storage key or deletion). */
export const toFileInfo = (f: StoredFileInfo): StoredFileInfo => ({
  id: f.id,
  name: f.name,
  type: f.type,
  size: f.size,
  usage: f.usage,
  eventId: f.eventId,
  createdAt: f.createdAt,
});

/** Where the app reads a file with a link from GET /files/token. */
export const fileContentUrl = (token: string): string =>
  `${apiPath(routeTable.getFileContent)}?token=${encodeURIComponent(token)}`;

/** A report awaiting validation or validated freezes the files attached to its event. */
const FROZEN_REPORT = new Set(['PENDING', 'VALIDATED']);

const frozen = (): AppError =>
  ruleFailure(
    [{ errorCode: 'validated_file_cannot_be_replaced', field: 'eventId' }],
    'The report of this intervention was submitted: its files cannot change',
  );

type Actor = { userId: string; ip: string };

const quotaExceeded = (): AppError =>
  new AppError(413, 'file_quota_exceeded', 'The storage quota of this account is full', {
    errors: [{ errorCode: 'file_quota_exceeded', field: 'file' }],
  });

/** The rate-limit key of a user's uploads. */
export const uploadRateKey = (userId: string): string => `upload:${userId}`;

export const createFilesService = (deps: {
  repo: FilesRepository;
  store: FileStore;
  clock: Clock;
  jwtSecret: string;
  audit: (entry: AuditEntry) => Promise<void>;
  rateLimits: RateLimits;
}) => {
  const { repo, store, clock } = deps;

  /** 413 when the owner's live files plus `adding` bytes would pass the quota. */
  const checkQuota = async (ownerId: string, adding: number): Promise<void> => {
    if ((await repo.usedBytes(ownerId)) + adding > FILE_QUOTA_BYTES) throw quotaExceeded();
  };

  /** The owner's live file; someone else's is 403, an unknown or deleted one 404. */
  const ownFile = async (ownerId: string, fileId: string): Promise<StoredFile> => {
    const row = await repo.findFile(fileId);
    if (row && row.ownerId !== ownerId) throw accessDenied();
    if (!row || row.deletedAt) throw notFound('File');
    return row;
  };

  /** Her own live file, or an attachment of a message sent to her; else as `ownFile`. */
  const readableFile = async (userId: string, fileId: string): Promise<StoredFile> => {
    const row = await repo.findFile(fileId);
    if (row && (await attachments.receivedAttachment(repo, userId, row))) return row;
    return ownFile(userId, fileId);
  };

  /** The event must be the owner's (403 / 404) and its report not submitted. */
  const checkEvent = async (ownerId: string, eventId: string): Promise<void> => {
    const event = await repo.findEvent(eventId);
    if (event && event.assistantId !== ownerId) throw accessDenied();
    if (!event || event.deletedAt) throw notFound('Intervention');
    if (FROZEN_REPORT.has((await repo.reportStatus(eventId)) ?? '')) throw frozen();
  };

  return {
    /**
     * Before the body is read: one more upload counted (429 with Retry-After past the rate), and 413
     * when the quota is already full.
     */
    admit: async (ownerId: string): Promise<void> => {
      const rate = await deps.rateLimits.claimInWindow(
        uploadRateKey(ownerId),
        FILE_UPLOADS_PER_WINDOW,
        FILE_UPLOAD_WINDOW_MS,
      );
      if (!rate.claimed) {
        throw new AppError(429, 'too_many_uploads', 'Too many uploads, try again later', {
          errors: [{ errorCode: 'too_many_uploads', field: 'file' }],
          headers: { 'retry-after': String(rate.retryAfterSeconds) },
        });
      }
      await checkQuota(ownerId, 1); // a file has at least one byte
    },

    /**
     * Checks fields, name (cleaned), size, that signature, extension and declared type agree, the
     * quota, the event, then the whole content in a worker thread (images decoded and stripped of
     * their metadata, PDFs checked), and streams the checked file to the store under a random key.
     */
    upload: async (ownerId: string, body: ParsedUpload, actor: Actor): Promise<StoredFileInfo> => {
      const parsed = fileUploadFieldsSchema.safeParse(body.fields);
      const fieldErrors: FieldError[] = parsed.success
        ? []
        : parsed.error.issues.map((issue) => {
            const field = issue.path.join('.');
            const missing = body.fields[field] === undefined;
            const code = isErrorCode(issue.message) ? issue.message : 'validation_failed';
            return { errorCode: missing ? 'required-field' : code, field };
          });
      if (!body.file) fieldErrors.push({ errorCode: 'required-field', field: 'file' });
      if (!parsed.success || !body.file) throw ruleFailure(fieldErrors, 'The upload is invalid');
      const fields = parsed.data;
      const part = body.file;
      // a CV is a document: PDF only (decisions "Curriculum and CV")
      const { name, type } = checkPart(part, { pdfOnly: fields.usage === CV_FILE_USAGE });
      await checkQuota(ownerId, part.size);
      if (fields.eventId) await checkEvent(ownerId, fields.eventId);
      const attachment =
        fields.usage === 'MESSAGE' ? await attachments.checkAttachmentPlace(repo, ownerId, fields) : null;
      const { storageKey, size } = await checkAndStore(store, part, type);
      const now = clock.now();
      let row: StoredFile;
      let replaced: string[] = [];
      try {
        row = await repo.transaction(async (tx) => {
          if (attachment) {
            // checked again in the transaction: the draft may have been sent meanwhile
            await attachments.checkOwnDraft(tx, ownerId, attachment.messageId);
            replaced = await tx.discardAttachmentAt(attachment.messageId, attachment.index, now);
          }
          const inserted = await tx.insertFile({
            id: randomUUID(),
            ownerId,
            usage: fields.usage,
            eventId: fields.eventId ?? null,
            expenseOrder: fields.expenseOrder ?? null,
            messageId: attachment?.messageId ?? null,
            messageFileIndex: attachment?.index ?? null,
            name,
            type,
            size, // an image's without its metadata
            storageKey,
            createdAt: now,
            updatedAt: now,
          });
          await tx.history({
            assistantId: ownerId,
            at: now,
            objectType: 'FILE',
            eventType: 'UPLOADED',
            objectId: inserted.id,
            label: inserted.name,
          });
          return inserted;
        });
      } catch (error) {
        await store.remove(storageKey);
        throw error;
      }
      for (const key of replaced) await store.remove(key);
      await deps.audit({
        action: 'file_uploaded',
        actorId: actor.userId,
        subjectId: ownerId,
        ip: actor.ip,
        detail: { fileId: row.id, type, size: row.size, usage: row.usage, eventId: row.eventId },
      });
      return toFileInfo(row);
    },

    /**
     * A 5-minute link to the owner's file, or to an attachment of a message sent to `ownerId`
     * (the receiver reads it once the message is sent; never while it is a draft).
     */
    token: async (ownerId: string, fileId: string) => {
      const row = await readableFile(ownerId, fileId);
      const { token, expiresIn } = await signFileToken(
        { userId: row.ownerId, fileId: row.id },
        deps.jwtSecret,
        clock,
      );
      return { token, url: fileContentUrl(token), expiresIn };
    },

    /** The file behind a link: 401 for a bad or expired link, 404 when the file is gone. */
    content: async (token: string): Promise<{ file: StoredFile; stream: Readable; size: number }> => {
      const claims = await verifyFileToken(token, deps.jwtSecret, clock);
      if (!claims) throw unauthenticated();
      const file = await repo.findFile(claims.fileId);
      if (!file || file.deletedAt || file.ownerId !== claims.userId) throw notFound('File');
      const stored = await store.get(file.storageKey);
      if (!stored) throw notFound('File');
      return { file, ...stored };
    },

    /**
     * Staff (the reports queue): a live file attached to an intervention (an expense proof of a
     * submitted report); any other file is 404, whatever its owner.
     */
    eventFileContent: async (
      fileId: string,
    ): Promise<{ file: StoredFile; stream: Readable; size: number }> => {
      const file = await repo.findFile(fileId);
      if (!file || file.deletedAt || file.eventId === null) throw notFound('File');
      const stored = await store.get(file.storageKey);
      if (!stored) throw notFound('File');
      return { file, ...stored };
    },

    /** The bytes stored under a key (the users module's avatar and export read them), or null. */
    bytes: (storageKey: string) => store.get(storageKey),

    /** A staff member's uploads for a reply in the team inbox (pending until the reply). */
    reply: createReplyFiles({ repo, store, clock, audit: deps.audit, checkQuota, toFileInfo }),

    /** Removes bytes whose rows are gone (account deletion); already gone is not an error. */
    discardBytes: async (storageKeys: readonly string[]): Promise<void> => {
      for (const key of storageKeys) await store.remove(key);
    },

    /** Soft delete (the row stays, marked) and the bytes removed; refused once the report is submitted. */
    remove: async (ownerId: string, fileId: string, actor: Actor): Promise<{ success: true }> => {
      const row = await ownFile(ownerId, fileId);
      await attachments.checkAttachmentRemovable(repo, row);
      if (row.eventId && FROZEN_REPORT.has((await repo.reportStatus(row.eventId)) ?? '')) throw frozen();
      await repo.softDeleteFile(row.id, clock.now());
      await store.remove(row.storageKey);
      await deps.audit({
        action: 'file_deleted',
        actorId: actor.userId,
        subjectId: ownerId,
        ip: actor.ip,
        detail: { fileId: row.id },
      });
      return { success: true };
    },
  };
};

export type FilesService = ReturnType<typeof createFilesService>;
