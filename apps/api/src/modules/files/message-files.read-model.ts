import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';

/** An attachment as the messages module reads it. */
export type MessageFileFacts = {
  messageId: string;
  id: string;
  index: number;
  name: string;
  type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
};

/**
 * The files module's reads and write for messaging (given to the messages repository by the wiring
 * root, services.ts): the live attachments of messages, their count, and the removal of a deleted
 * draft's attachments (rows marked deleted here, bytes removed by the files service after commit).
 */
export const messageFilesOf = async (h: Db, messageIds: readonly string[]): Promise<MessageFileFacts[]> => {
  if (messageIds.length === 0) return [];
  const rows = await h
    .select({
      messageId: files.messageId,
      id: files.id,
      index: files.messageFileIndex,
      name: files.name,
      type: files.type,
      size: files.size,
    })
    .from(files)
    .where(and(inArray(files.messageId, [...messageIds]), isNull(files.deletedAt)))
    .orderBy(asc(files.messageFileIndex), asc(files.createdAt));
  return rows.flatMap((r) =>
    r.messageId === null ? [] : [{ ...r, messageId: r.messageId, index: r.index ?? 0 }],
  );
};

export const messageFileCounts = async (
  h: Db,
  messageIds: readonly string[],
): Promise<Map<string, number>> => {
  if (messageIds.length === 0) return new Map();
  const rows = await h
    .select({ messageId: files.messageId, n: count() })
    .from(files)
    .where(and(inArray(files.messageId, [...messageIds]), isNull(files.deletedAt)))
    .groupBy(files.messageId);
  return new Map(rows.flatMap((r) => (r.messageId ? [[r.messageId, Number(r.n)] as const] : [])));
};

/** Marks the message's live attachments deleted; answers their storage keys (bytes to remove). */
export const discardMessageFiles = async (h: Db, messageId: string, now: Date): Promise<string[]> =>
  (
    await h
      .update(files)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(files.messageId, messageId), isNull(files.deletedAt)))
      .returning({ storageKey: files.storageKey })
  ).map((r) => r.storageKey);

/** A live attachment's message and bytes' place, for a staff read of a conversation's file. */
export const messageFileOf = async (
  h: Db,
  fileId: string,
): Promise<{
  messageId: string;
  name: string;
  type: MessageFileFacts['type'];
  storageKey: string;
} | null> => {
  const [row] = await h
    .select({ messageId: files.messageId, name: files.name, type: files.type, storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.deletedAt)));
  return row?.messageId ? { ...row, messageId: row.messageId } : null;
};

/**
 * A staff reply's files (issue 29): attaches the member's live pending uploads for the conversation
 * (no message yet) to the new message, at their place in `fileIds`, in the reply's transaction (a
 * concurrent reply naming the same file waits on its row and then finds it taken). Answers how many
 * were attached: fewer than asked means one is not hers, not this conversation's, or gone.
 */
export const attachReplyFiles = async (
  h: Db,
  reply: {
    ownerId: string;
    conversationId: string;
    messageId: string;
    fileIds: readonly string[];
    now: Date;
  },
): Promise<number> => {
  let attached = 0;
  for (const [index, fileId] of reply.fileIds.entries()) {
    const rows = await h
      .update(files)
      .set({ messageId: reply.messageId, messageFileIndex: index, updatedAt: reply.now })
      .where(
        and(
          eq(files.id, fileId),
          eq(files.ownerId, reply.ownerId),
          eq(files.conversationId, reply.conversationId),
          eq(files.usage, 'MESSAGE'),
          isNull(files.messageId),
          isNull(files.deletedAt),
        ),
      )
      .returning({ id: files.id });
    attached += rows.length;
  }
  return attached;
};
