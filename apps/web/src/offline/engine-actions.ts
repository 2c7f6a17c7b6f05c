import { actionIndex } from './define';
import type { ActionList } from './engine-deps';
import type { AnyAction } from './types';

/**
 * The engine's view of the app's definitions: at once from a list, or once its loader resolves.
 * Nothing is read from, sent from or written to the outbox before they are there: a record is
 * always read against its definition (upgraded, parked, applied, described), never taken for an
 * unknown type. The load starts when this is made (the list is usually there before the outbox is
 * first read); a failed load (a chunk that did not arrive) is tried again by the next call.
 */
export const createActionDefinitions = (actions: ActionList) => {
  let index = typeof actions === 'function' ? null : actionIndex(actions);
  let loading: Promise<void> | null = null;

  /** Loads the list once; rejects when the loader fails (and lets the next call try again). */
  const load = (): Promise<void> => {
    if (index || typeof actions !== 'function') return Promise.resolve();
    loading ??= (async () => {
      try {
        await Promise.resolve(); // `loading` is set before a loader that throws at once resets it
        index = actionIndex(await actions());
      } catch (error) {
        loading = null;
        throw error;
      }
    })();
    return loading;
  };

  /** Whether the list is there (after trying to load it). */
  const loaded = (): Promise<boolean> =>
    load().then(
      () => true,
      () => false,
    );

  void loaded();

  return {
    load,
    loaded,
    /** Whether the list is there now. */
    ready: (): boolean => index !== null,
    /** The definition of a type, undefined while the list is not there or for a type not in it. */
    definitionOf: (type: string): AnyAction | undefined => index?.(type),
  };
};
