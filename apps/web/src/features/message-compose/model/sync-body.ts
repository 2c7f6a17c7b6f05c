// What a queued draft save or send of a composition carries (the offline actions' bodies).

/**
 * One attachment slot of a queued message: `file` is the position of its bytes among the action's
 * files (picked on this device), `fileId` a file the server already holds (a draft opened again).
 * A slot keeps its index while others are removed, so a file on the server never has to move.
 */
export type SlotBody = { index: number; name: string; size: number } & (
  { file: number; fileId?: undefined } | { fileId: string; file?: undefined }
);

/**
 * What a draft save and a send carry: the whole message as it is on the device (the server is
 * brought to it, whatever it held before), the composition's `localId` and the server's id when known.
 */
export type MessageSyncBody = {
  userId: string;
  /**
   * The composition's own id: a message not created yet is created by a POST whose idempotency key
   * is derived from it, always with the same empty body, so every action of the composition (a
   * draft save, the send, a deletion) finds the same server message, however they are replayed.
   */
  localId: string;
  messageId: string | null;
  /** The device draft of the composition (`composeDraftKey`): told the server id once it is known. */
  draftKey: string;
  receiverId: string;
  subject: string;
  content: string;
  slots: SlotBody[];
};
