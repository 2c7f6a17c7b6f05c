import type { FieldError } from '@relais/domain';
import type { AppError } from '../../plugins/app-error';
import { notFound, ruleFailure } from '../../plugins/app-error';
import type { FilesTx, StoredFile } from './files.repository';

/** What the attachment rules read of a message (the messages module's read model, through the repository). */
type MessageReads = Pick<FilesTx, 'findMessage'>;

/** Where an attachment goes: the owner's draft and its place on it. */
export type AttachmentPlace = { messageId: string; index: number };

export const messageNotEditable = (): AppError =>
  ruleFailure([{ errorCode: 'message_not_editable', field: 'messageId' }], 'A sent message cannot change');

/** The message must be the owner's (else 404, whoever's it is) and still a draft (else `message_not_editable`). */
export const checkOwnDraft = async (
  reads: MessageReads,
  ownerId: string,
  messageId: string,
): Promise<void> => {
  const message = await reads.findMessage(messageId);
  if (!message || message.senderId !== ownerId) throw notFound('Message');
  if (!message.draft) throw messageNotEditable();
};

/**
 * An attachment (usage MESSAGE) goes on the owner's draft at an index below MESSAGE_FILES_MAX:
 * both fields are required, someone else's or an unknown message is 404, a sent one
 * `message_not_editable`. The upload checks it again in its transaction (`checkOwnDraft` on the
 * transaction's handle): the draft may have been sent meanwhile.
 */
export const checkAttachmentPlace = async (
  reads: MessageReads,
  ownerId: string,
  fields: { messageId?: string | undefined; messageFileIndex?: number | undefined },
): Promise<AttachmentPlace> => {
  const errors: FieldError[] = [];
  if (!fields.messageId) errors.push({ errorCode: 'required-field', field: 'messageId' });
  // its bound (below MESSAGE_FILES_MAX) is the upload fields' schema's
  if (fields.messageFileIndex === undefined)
    errors.push({ errorCode: 'required-field', field: 'messageFileIndex' });
  if (errors.length > 0 || !fields.messageId || fields.messageFileIndex === undefined)
    throw ruleFailure(errors, 'An attachment needs its message and its place');
  await checkOwnDraft(reads, ownerId, fields.messageId);
  return { messageId: fields.messageId, index: fields.messageFileIndex };
};

/** True when the live file is an attachment of a message sent to `userId` (never while a draft). */
export const receivedAttachment = async (
  reads: MessageReads,
  userId: string,
  row: StoredFile,
): Promise<boolean> => {
  if (row.deletedAt || row.ownerId === userId || !row.messageId) return false;
  const message = await reads.findMessage(row.messageId);
  return !!message && !message.draft && message.receiverId === userId;
};

/** An attachment of a sent message cannot be removed (`message_not_editable`); any other file passes. */
export const checkAttachmentRemovable = async (reads: MessageReads, row: StoredFile): Promise<void> => {
  if (!row.messageId) return;
  const message = await reads.findMessage(row.messageId);
  if (message && !message.draft) throw messageNotEditable();
};
