import { useEffect, useRef } from 'react';
import { useDraftWriter } from '../../../lib/drafts/use-draft-writer';
import { useDebounced } from '../../../lib/use-debounced';
import { discard, enqueue, toFile, usePendingActions } from '../../../offline';
import type { ComposeDraft } from '../model/compose-draft';
import { composeFingerprint, isBlank, syncBodyOf, type ComposeValues } from '../model/compose-form';
import { saveDraftAction } from './compose-actions';

/** How long the typing must pause before the draft is queued for the server. */
export const SERVER_SAVE_PAUSE_MS = 2_000;

/** The composition's ids as they are now (the server id as soon as a save of it was answered). */
type Ids = () => { userId: string; localId: string; messageId: string | null; draftKey: string };

/**
 * The two saves of a composition: the device draft at every change, and the server draft (one
 * offline action, a newer one replacing the waiting one) on a pause in the typing and when the
 * screen is left. Nothing is saved once `finished` is set (sent or deleted), nor for the server
 * while the form edits a refused action (`editing`), nor before anything was typed.
 */
export const useDraftSaves = ({
  userId,
  draftKey,
  start,
  values,
  ids,
  fromDevice,
  editing,
}: {
  userId: string;
  draftKey: string;
  start: ComposeDraft;
  values: ComposeValues;
  ids: Ids;
  /** The start is the device draft: the server's copy is unknown, so it is saved once. */
  fromDevice: boolean;
  editing: boolean;
}) => {
  const writer = useDraftWriter<ComposeDraft>(userId, draftKey);
  const pending = usePendingActions(saveDraftAction);

  // refs the leave handlers read (they outlive the render that made them)
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const latest = useRef(values);
  latest.current = values;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const finished = useRef(false);
  const serverHas = useRef(fromDevice ? '' : composeFingerprint(start.values));
  const everQueued = useRef(start.messageId !== null);
  const first = useRef(true);

  // the device draft: every change, at once
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!finished.current) {
      const { localId, messageId } = idsRef.current();
      void writer?.save({ localId, messageId, values });
    }
  }, [values, writer]);

  /** Drops this composition's server saves still waiting (a send or a deletion takes their place). */
  const dropWaitingSaves = async (): Promise<void> => {
    for (const a of pendingRef.current)
      if (a.body.localId === start.localId && a.state === 'waiting') await discard(a.id);
  };

  const queueServerSave = async (): Promise<void> => {
    if (finished.current || editing) return;
    const now = latest.current;
    // nothing typed yet (a recipient chosen for her is not a draft): nothing for the server
    if (!everQueued.current && isBlank(now)) return;
    const fingerprint = composeFingerprint(now);
    if (fingerprint === serverHas.current) return;
    serverHas.current = fingerprint;
    everQueued.current = true;
    const { body, files } = syncBodyOf(now, idsRef.current());
    await dropWaitingSaves();
    await enqueue(saveDraftAction, body, files.map(toFile)).catch(() => {
      // not queued (a full disk): the device draft holds it, the next pause tries again
      serverHas.current = '';
    });
  };
  const queueRef = useRef(queueServerSave);
  queueRef.current = queueServerSave;

  // the server draft: on a pause in the typing
  const paused = useDebounced(composeFingerprint(values), SERVER_SAVE_PAUSE_MS);
  useEffect(() => {
    void queueRef.current();
  }, [paused]);

  // and when the screen is left (another screen, the app put away)
  useEffect(() => {
    const leave = () => void queueRef.current();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, []);

  return {
    /** The device draft's writer (discarded once sent or deleted). */
    writer,
    /** Set once sent or deleted: no save follows; cleared again when that failed. */
    finished,
    /** Whether a server save was ever queued (the server may hold a draft to delete). */
    everQueued,
    dropWaitingSaves,
    /** Queues the server save now (the editor left). */
    saveNow: () => void queueRef.current(),
  };
};
