import { draftStore } from '../../../lib/drafts/draft-store';
import type { ComposeValues } from './compose-form';

/**
 * What the device keeps of a message being written (IndexedDB, `lib/drafts`): the values with the
 * attachments' bytes, the composition's id (`localId`: its server message is found from it even
 * before any answer came) and the server's id when known. Saved on every change, so a killed app
 * loses nothing; deleted once the message is sent or the draft deleted.
 */
export type ComposeDraft = { localId: string; messageId: string | null; values: ComposeValues };

/**
 * The device draft's key: one for the create screen (a new message is found again by opening the
 * create screen), one per message answered, one per server draft.
 */
export const composeDraftKey = (target: {
  messageId?: string | undefined;
  replyTo?: string | undefined;
}): string =>
  target.messageId
    ? `message:${target.messageId}`
    : target.replyTo
      ? `message:reply:${target.replyTo}`
      : 'message:new';

/**
 * A draft sent or deleted from its edit screen: the create screen's device draft of the same
 * message (written there before it had a server id) is dropped too, or it would open again.
 */
export const forgetNewDraftOf = async (userId: string, messageId: string | null): Promise<void> => {
  if (!messageId) return;
  const store = draftStore();
  const key = composeDraftKey({});
  const draft = await store.load<ComposeDraft>(userId, key).catch(() => undefined);
  if (draft?.messageId === messageId) await store.clear(userId, key);
};
