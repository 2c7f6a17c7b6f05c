import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema/index';

/** A message as the files module checks an attachment against it. */
export type MessageFacts = { senderId: string; receiverId: string | null; draft: boolean };

/**
 * The messages module's read for the files module (given by the wiring root, services.ts): whose a
 * message is and whether it is still a draft (an attachment goes only on the sender's draft; the
 * receiver reads it once sent).
 */
export const messageFactsOf = async (h: Db, messageId: string): Promise<MessageFacts | undefined> => {
  const [row] = await h
    .select({ senderId: messages.senderId, receiverId: messages.receiverId, draft: messages.draft })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row;
};
