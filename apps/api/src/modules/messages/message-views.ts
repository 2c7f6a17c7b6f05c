import { MESSAGE_PREVIEW_LENGTH, richTextPlain, type Message, type MessageSummary } from '@relais/domain';
import { accessDenied, notFound } from '../../plugins/app-error';
import type { MessagesTx, PartyFacts, StoredMessage } from './messages.repository';

/*
 * How a stored message reads for one person: whose it is (`mine`), her side of it (archived, read),
 * and the two shapes the API answers (a whole message, a list line).
 */

/**
 * The caller's message or why not: someone else's (she is neither its sender nor the receiver of it
 * sent) is 403 like every child id of another user; unknown, or deleted from her lists, 404.
 */
export const mine = (row: StoredMessage | undefined, userId: string): StoredMessage => {
  if (!row) throw notFound('Message');
  const sender = row.senderId === userId;
  const receiver = !row.draft && row.receiverId === userId;
  if (!sender && !receiver) throw accessDenied();
  const hidden = sender ? !row.draft && row.senderDeletedAt !== null : row.receiverDeletedAt !== null;
  if (hidden) throw notFound('Message');
  return row;
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

const party = (parties: Map<string, PartyFacts>, id: string | null) => {
  if (id === null) return null;
  const p = parties.get(id);
  return { id, name: p?.name ?? '' };
};

/** The people a page of rows names (senders and receivers), to read at once. */
export const partyIds = (rows: readonly StoredMessage[]): string[] =>
  rows.flatMap((r) => [r.senderId, r.receiverId ?? r.senderId]);

/** `viewer`'s side: archived is hers, read is the receiver's reading (always true for the sender). */
const perspective = (row: StoredMessage, viewer: string) => ({
  archived: row.senderId === viewer ? row.senderArchived : row.receiverArchived,
  read: row.senderId === viewer ? true : row.readAt !== null,
});

/** What a whole message and a list line share: subject, state seen by `viewer`, parties, dates. */
const heading = (row: StoredMessage, viewer: string, parties: Map<string, PartyFacts>) => ({
  id: row.id,
  subject: row.subject,
  draft: row.draft,
  ...perspective(row, viewer),
  sender: party(parties, row.senderId) ?? { id: row.senderId, name: '' },
  receiver: party(parties, row.receiverId),
  sentAt: iso(row.sentAt),
  updatedAt: row.updatedAt.toISOString(),
});

/** A list line: the heading, the start of the body as plain text and the number of attachments. */
export const toSummary = (
  row: StoredMessage,
  viewer: string,
  parties: Map<string, PartyFacts>,
  fileCounts: Map<string, number>,
): MessageSummary => ({
  ...heading(row, viewer, parties),
  preview: richTextPlain(row.content).slice(0, MESSAGE_PREVIEW_LENGTH),
  fileCount: fileCounts.get(row.id) ?? 0,
});

/** Whole messages, each seen by `viewerOf(row)`, with their parties' names and their attachments. */
export const toMessages = async (
  q: MessagesTx,
  rows: StoredMessage[],
  viewerOf: (row: StoredMessage) => string,
): Promise<Message[]> => {
  const parties = await q.parties(partyIds(rows));
  const files = await q.files(rows.map((r) => r.id));
  return rows.map((row) => ({
    ...heading(row, viewerOf(row), parties),
    content: row.content,
    files: files
      .filter((f) => f.messageId === row.id)
      .map((f) => ({ id: f.id, index: f.index, name: f.name, type: f.type, size: f.size })),
  }));
};

/** One whole message seen by `viewer`. */
export const toMessage = async (q: MessagesTx, row: StoredMessage, viewer: string): Promise<Message> => {
  const [message] = await toMessages(q, [row], () => viewer);
  if (!message) throw new Error('message mapping lost its row');
  return message;
};
