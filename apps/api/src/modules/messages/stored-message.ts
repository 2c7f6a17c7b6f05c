import type { MessageRow } from '../../db/schema/index';

/** A stored message, as the service sees it (no row type leaves the repository). */
export type StoredMessage = {
  id: string;
  senderId: string;
  receiverId: string | null;
  subject: string;
  content: string;
  draft: boolean;
  senderArchived: boolean;
  receiverArchived: boolean;
  senderDeletedAt: Date | null;
  receiverDeletedAt: Date | null;
  sentAt: Date | null;
  readAt: Date | null;
  updatedAt: Date;
};

/** A row as the service sees it. */
export const toStored = (r: MessageRow): StoredMessage => ({
  id: r.id,
  senderId: r.senderId,
  receiverId: r.receiverId,
  subject: r.subject,
  content: r.content,
  draft: r.draft,
  senderArchived: r.senderArchived,
  receiverArchived: r.receiverArchived,
  senderDeletedAt: r.senderDeletedAt,
  receiverDeletedAt: r.receiverDeletedAt,
  sentAt: r.sentAt,
  readAt: r.readAt,
  updatedAt: r.updatedAt,
});
