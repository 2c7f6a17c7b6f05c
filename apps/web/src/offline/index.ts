import { useMemo, useSyncExternalStore } from 'react';
import { getEngine } from './runtime';
export { currentUserId } from './runtime';
import { definitionOf } from './registry';
import type { ActionState, PendingAction, StoredFile } from './types';

/**
 * The offline engine's public API: a feature declares an action type once with `defineAction`,
 * then writes through `enqueue`; the engine keeps it in the outbox (IndexedDB), shows it
 * optimistically, replays it in order and parks what the server refuses.
 */
export type { ActionDefinition, ActionError, ActionState, PendingAction, StoredFile } from './types';
export { defineAction } from './registry';
export { useConnectivity } from './connectivity';
export { requireOnline } from './require-online';
export { enqueue } from './enqueue';
export { resubmitAction, showRefusal, submitAction, type SubmitResult, type SubmitTexts } from './submit';
export { RefusedNotice } from './refused-notice';
export { isOutboxItemId, OUTBOX_ITEM_PREFIX } from './outbox-items';
import { useOutboxItemPath as useItemPath } from './outbox-items';
export { confirmLogout } from './logout';
export { toFile } from './files';
export { referenceQueries } from './reference';

const subscribe = (listener: () => void) => getEngine().subscribe(listener);
const snapshot = () => getEngine().snapshot();

/** The signed-in user's queued actions (of one type when given), re-rendering on every change. */
export const usePendingActions = (type?: string): PendingAction[] => {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => (type === undefined ? all : all.filter((a) => a.type === type)), [all, type]);
};

/** `editPath`: the form of the queued action (what a link to an item that exists only in the outbox opens). */
export type PendingMark = { actionId: string; type: string; state: ActionState; editPath: string | null };

/** Every id a queued action changes (its definition's `subjects`), with the action that does. */
export const usePendingMarks = (): ReadonlyMap<string, PendingMark> => {
  const all = usePendingActions();
  return useMemo(() => {
    const marks = new Map<string, PendingMark>();
    for (const a of all) {
      const def = definitionOf(a.type);
      const editPath = def?.editPath?.(a.id, a.body) ?? null;
      for (const id of def?.subjects?.(a.body, a.id) ?? []) {
        marks.set(id, { actionId: a.id, type: a.type, state: a.state, editPath });
      }
    }
    return marks;
  }, [all]);
};

/** The form of the queued action behind an item that exists only in the outbox (undefined while reading). */
export const useOutboxItemPath = (itemId: string | undefined): string | null | undefined =>
  useItemPath(itemId, usePendingMarks());

/** One queued action of this user (read from the outbox when this tab has not loaded it yet). */
export const getAction = async (id: string): Promise<PendingAction | undefined> => {
  const engine = getEngine();
  if (!engine.get(id)) await engine.reload();
  return engine.get(id);
};

/**
 * After editing a parked action: new body (and files when given), same place in the queue, new
 * idempotency key, waiting again.
 */
export const resubmit = <B>(id: string, body: B, files?: StoredFile[]): Promise<void> =>
  getEngine().resubmit(id, body, files);

/** The files queued with one of this user's actions (read from the outbox when this tab has not loaded it yet). */
export const getActionFiles = async (id: string): Promise<StoredFile[] | undefined> => {
  const engine = getEngine();
  if (!engine.get(id)) await engine.reload();
  return engine.filesOf(id);
};

/** Reverts and removes an action (the UI confirms first). */
export const discard = (id: string): Promise<void> => getEngine().discard(id);

/** Replays now ('Send now'). */
export const sendNow = (): Promise<void> => getEngine().replay();
export { useUserId } from './use-user-id';
