import { useMemo, useState, useSyncExternalStore } from 'react';
import { useOutboxItemPath as useItemPath } from './outbox-items';
import { getEngine } from './runtime';
import type { ActionState, ActionText, AnyAction, PendingAction, PendingOf, StoredFile } from './types';

/**
 * The offline engine's public API: a feature declares an action type once with `defineAction`, the
 * app lists every definition once and starts the engine with that list; features write through
 * `enqueue` / `submitAction`; the engine keeps the action in the outbox (IndexedDB), shows it
 * optimistically, replays it in order, parks what the server refuses and reports to the app.
 */
export type {
  ActionDefinition,
  ActionError,
  ActionState,
  ActionText,
  AnyAction,
  PendingAction,
  PendingOf,
  StoredFile,
} from './types';
export type { EngineReport, OfflineReport } from './reports';
export { defineAction } from './define';
export { currentUserId } from './runtime';
export { useConnectivity } from './connectivity';
export { requireOnline } from './require-online';
export { enqueue } from './enqueue';
export { resubmitAction, submitAction, type SubmitResult, type SubmitTexts } from './submit';
export { actionIdOfOutboxItem, isOutboxItemId, outboxItemId } from './outbox-items';
export { confirmLogout } from './logout';
export { toFile } from './files';
export { uploadStoredFile } from './upload';
export { referenceQueries } from './reference';
export { useUserId } from './use-user-id';

const subscribe = (listener: () => void) => getEngine().subscribe(listener);
const snapshot = () => getEngine().snapshot();

/**
 * The signed-in user's queued actions, re-rendering on every change: all of them (bodies unknown),
 * or those of the given definitions, in queue order, typed by them (a record another version of
 * the app queued and that could not be upgraded is not among them: its body is not theirs).
 */
export function usePendingActions(): PendingAction[];
export function usePendingActions<D extends AnyAction[]>(...defs: D): PendingOf<D[number]>[];
export function usePendingActions(...defs: AnyAction[]): PendingAction[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  // the definitions are module constants: the first render's are the hook's for good
  const [wanted] = useState(defs);
  return useMemo(
    () => (wanted.length === 0 ? all : all.filter((a) => wanted.some((d) => d.owns(a)))),
    [all, wanted],
  );
}

/** `editPath`: the form of the queued action (what a link to an item that exists only in the outbox opens). */
export type PendingMark = { actionId: string; type: string; state: ActionState; editPath: string | null };

/** Every id a queued action changes (its definition's `subjects`), with the action that does. */
export const usePendingMarks = (): ReadonlyMap<string, PendingMark> => {
  const all = usePendingActions();
  return useMemo(() => {
    const engine = getEngine();
    const marks = new Map<string, PendingMark>();
    for (const a of all) {
      const def = engine.definitionOf(a.type);
      const editPath = def?.run.editPath(a) ?? null;
      for (const id of def?.run.subjects(a) ?? [])
        marks.set(id, { actionId: a.id, type: a.type, state: a.state, editPath });
    }
    return marks;
  }, [all]);
};

/** The form of the queued action behind an item that exists only in the outbox (undefined while reading). */
export const useOutboxItemPath = (itemId: string | undefined): string | null | undefined =>
  useItemPath(itemId, usePendingMarks());

/** The name of a queued action (its definition's `describe`; null for a type or version this build does not know). */
export const describeAction = (action: PendingAction): ActionText | null =>
  getEngine().definitionOf(action.type)?.run.describe(action) ?? null;

/** The form that edits a queued action, if its definition has one. */
export const editPathOf = (action: PendingAction): string | null =>
  getEngine().definitionOf(action.type)?.run.editPath(action) ?? null;

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
