import type { FolderDocument, FolderState } from '@relais/domain/rules';
import type { ActionState } from '../../../offline';

/** What a document's card says of it: the server's state, or its queued action's. */
export type ShownState = FolderState | 'QUEUED' | 'PARKED';

/** A queued send shows 'sent, awaiting connection' (or 'refused by the server' once parked) over the server's state. */
export const shownState = (doc: Pick<FolderDocument, 'state'>, pending: ActionState | null): ShownState =>
  pending === null ? doc.state : pending === 'parked' ? 'PARKED' : 'QUEUED';

/**
 * A validated document stays in force while a new version waits for the provider (new bank
 * details, a new insurance): what is sent then is its replacement, shown beside it.
 */
export const inForce = (doc: Pick<FolderDocument, 'status'>): boolean => doc.status === 'VALIDATED';

/** The main badge: a document in force keeps its own state while a new version is queued. */
export const mainState = (
  doc: Pick<FolderDocument, 'state' | 'status'>,
  pending: ActionState | null,
): ShownState => (inForce(doc) ? doc.state : shownState(doc, pending));

/** The state of the new version waiting beside a document in force (null when none). */
export const replacementState = (
  doc: Pick<FolderDocument, 'status' | 'replacement'>,
  pending: ActionState | null,
): ShownState | null => {
  if (!inForce(doc)) return null;
  if (pending !== null) return pending === 'parked' ? 'PARKED' : 'QUEUED';
  if (!doc.replacement) return null;
  return doc.replacement.status === 'REJECTED' ? 'REFUSED' : 'SENT';
};

/**
 * Whether the card offers to send the document: always (a validated one gets a new version that
 * waits beside it; the server keeps the one in force until it validates the new one), but a queued
 * send is changed through its own form (pending actions).
 */
export const canSend = (_doc: Pick<FolderDocument, 'state'>, pending: ActionState | null): boolean =>
  pending === null || pending === 'parked';

/** The tone of a state's badge. */
export const stateTone = (state: ShownState): 'ok' | 'warn' | 'error' | 'muted' => {
  switch (state) {
    case 'VALIDATED':
      return 'ok';
    case 'SENT':
    case 'QUEUED':
    case 'EXPIRING_SOON':
      return 'warn';
    case 'MISSING':
      return 'muted';
    default:
      return 'error';
  }
};
