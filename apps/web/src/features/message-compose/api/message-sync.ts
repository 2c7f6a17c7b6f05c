import type { Message, MessageFile } from '@relais/domain/rules';
import { MESSAGE_FILES_MAX } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { derivedKey } from '../../../lib/derived-key';
import { uploadStoredFile, type StoredFile } from '../../../offline';
import type { MessageSyncBody, SlotBody } from '../model/sync-body';

/** The body of the POST that creates a composition's server message (always the same: see `localId`). */
export const EMPTY_DRAFT = { receiverId: '', subject: '', content: '', draft: true } as const;

/** The server id of a composition: the known one, or the one the idempotent create answers. */
export const ensureMessageId = async (body: {
  userId: string;
  localId: string;
  messageId: string | null;
}): Promise<string> => {
  if (body.messageId) return body.messageId;
  const created = await call(routeTable.createMessage, {
    params: { id: body.userId },
    body: EMPTY_DRAFT,
    idempotencyKey: await derivedKey(body.localId, 'create'),
  });
  return created.id;
};

/** A server file that already is the slot's file (the same file id, or the same name and size at its index). */
const sameFile = (slot: SlotBody, server: MessageFile | undefined): boolean =>
  server !== undefined &&
  (slot.fileId !== undefined
    ? server.id === slot.fileId
    : server.name === slot.name && server.size === slot.size);

export type SyncStep =
  | { kind: 'upload'; index: number; file: number }
  | { kind: 'delete'; fileId: string }
  | { kind: 'keep'; index: number };

/**
 * What brings the server's attachments to the device's: each slot with bytes that the server does
 * not hold at its index is uploaded there (an upload at an index replaces what was there), each
 * server file at an index the device left empty is deleted. A slot the server holds stays.
 */
export const syncSteps = (slots: readonly SlotBody[], files: readonly MessageFile[]): SyncStep[] => {
  const steps: SyncStep[] = [];
  for (let index = 0; index < MESSAGE_FILES_MAX; index += 1) {
    const slot = slots.find((s) => s.index === index);
    const server = files.find((f) => f.index === index);
    if (slot && sameFile(slot, server)) steps.push({ kind: 'keep', index });
    else if (slot?.file !== undefined) steps.push({ kind: 'upload', index, file: slot.file });
    else if (!slot && server) steps.push({ kind: 'delete', fileId: server.id });
  }
  for (const f of files) if (f.index >= MESSAGE_FILES_MAX) steps.push({ kind: 'delete', fileId: f.id });
  return steps;
};

/**
 * Brings the server's message to the device's (text and attachments) and saves it as a draft
 * (`draft: true`) or sends it (`draft: false`). Every call has an idempotency key derived from the
 * action's, so a replay after a cut, a reload or a refusal of one step repeats nothing: the create
 * answers the same message, an upload at an index the same file, the final PUT the same answer.
 * A message found already sent (the PUT went through, its answer was lost) is answered as it is.
 */
export const syncMessage = async (
  body: MessageSyncBody,
  ctx: { idempotencyKey: string; files: StoredFile[] },
  draft: boolean,
): Promise<Message> => {
  const messageId = await ensureMessageId(body);
  const params = { id: body.userId, messageId };
  const current = await call(routeTable.getMessage, { params });
  if (!current.draft) return current;
  for (const step of syncSteps(body.slots, current.files)) {
    if (step.kind === 'upload') {
      const file = ctx.files[step.file];
      if (!file) throw new Error(`missing queued attachment ${step.file}`);
      const fields = { usage: 'MESSAGE', messageId, messageFileIndex: String(step.index) };
      await uploadStoredFile(fields, file, { idempotencyKey: ctx.idempotencyKey, index: step.index });
    } else if (step.kind === 'delete') {
      await call(routeTable.deleteFile, {
        query: { fileId: step.fileId },
        idempotencyKey: await derivedKey(ctx.idempotencyKey, `delete:${step.fileId}`),
      });
    }
  }
  return call(routeTable.updateMessage, {
    params,
    body: { receiverId: body.receiverId, subject: body.subject, content: body.content, draft },
    idempotencyKey: ctx.idempotencyKey,
  });
};

/** Deletes a composition's server draft (created first when only queued saves knew it: then gone at once). */
export const deleteServerDraft = async (
  body: { userId: string; localId: string; messageId: string | null },
  ctx: { idempotencyKey: string },
): Promise<void> => {
  const messageId = await ensureMessageId(body);
  await call(routeTable.deleteMessage, {
    params: { id: body.userId, messageId },
    idempotencyKey: ctx.idempotencyKey,
  });
};
