import type { FolderDocument, FolderState } from '@relais/domain/rules';
import type { ActionState } from '../../../offline';

/** What a document's card says of it: the server's state, or its queued action's. */
export type ShownState = FolderState | 'QUEUED' | 'PARKED';

/** A queued send shows 'sent, awaiting connection' (or 'refused by the server' once parked) over the server's state. */
export const shownState = (doc: Pick<FolderDocument, 'state'>, pending: ActionState | null): ShownState =>
  pending === null ? doc.state : pending === 'parked' ? 'PARKED' : 'QUEUED';

/**
 * Whether the card offers to send (or replace) the document. A validated document cannot be
 * replaced (spec 8) unless it expires soon or has expired, which its state then says: the server
 * applies the same rule. A queued send is changed through its own form (pending actions).
 */
export const canSend = (doc: Pick<FolderDocument, 'state'>, pending: ActionState | null): boolean =>
  pending === null ? doc.state !== 'VALIDATED' : pending === 'parked';

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
