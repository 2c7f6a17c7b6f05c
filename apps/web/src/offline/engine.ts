import { backoffMs, classifyFailure } from './classify';
import { createActionDefinitions } from './engine-actions';
import { SESSION_OFFLINE, type EngineDeps } from './engine-deps';
import { createReplayRunner } from './engine-replay';
import { createOutcomeBook, type Outcome } from './engine-outcomes';
import { createPendingViews, toPending } from './pending-view';
import { sendInOrder, type SendOutcome } from './replay-order';
import type { ActionDefinition, OutboxRecord, PendingAction, StoredFile } from './types';
import { newRecord, resubmittedRecord, versionOf, withVersionChecked } from './versions';

export type { Outcome } from './engine-outcomes';
export type Engine = ReturnType<typeof createEngine>;

/** The outbox and its replayer, independent of the browser so tests drive it with fakes. */
export const createEngine = (deps: EngineDeps) => {
  const now = deps.now ?? Date.now;
  let records: OutboxRecord[] = [];
  let snapshot: PendingAction[] = [];
  let counter = 0;
  /** Replays in a row that could not restore the session for want of network (sets the backoff). */
  let sessionMisses = 0;
  /** Replays in a row that found the app's list of actions not loaded (sets the backoff). */
  let listMisses = 0;
  const listeners = new Set<() => void>();
  // the app's definitions (loaded lazily): nothing touches the outbox before they are there
  const actions = createActionDefinitions(deps.actions);
  const { definitionOf } = actions;
  const book = createOutcomeBook();
  const pendingOf = createPendingViews();

  const notify = (): void => {
    const user = deps.userId();
    snapshot = records.filter((r) => r.userId === user).map(pendingOf);
    for (const l of listeners) l();
  };
  const changed = (): void => {
    notify();
    deps.onChanged?.();
  };
  const find = (id: string): OutboxRecord | undefined => records.find((r) => r.id === id);
  /** One of the signed-in user's records (never another user's). */
  const mine = (id: string): OutboxRecord | undefined => {
    const r = find(id);
    return r && r.userId === deps.userId() ? r : undefined;
  };
  /** `persist: false` for the 'sending' mark: after a reload a sending action is simply sent again. */
  const save = async (next: OutboxRecord, persist = true): Promise<void> => {
    if (!find(next.id)) return; // discarded meanwhile: never resurrect it
    records = records.map((r) => (r.id === next.id ? next : r));
    changed();
    if (persist) await deps.store.put(next);
  };
  const drop = async (id: string): Promise<void> => {
    records = records.filter((r) => r.id !== id);
    changed();
    await deps.store.remove(id);
  };
  /** Only on a record of its definition's version (`run` ignores any other): never applied wrong. */
  const run = (kind: 'apply' | 'revert', r: OutboxRecord): void => {
    const qc = deps.queryClient();
    const def = definitionOf(r.type);
    if (qc && def) def.run[kind](qc, pendingOf(r));
  };

  /**
   * Reads the store again (another tab may have changed it). A record queued by an older build is
   * upgraded, or parked for the user, here: in memory only (the same each time, so tabs never race
   * to write it); what the user or the server does to it next is stored with its new version.
   */
  const reload = async (): Promise<void> => {
    if (!(await actions.loaded())) return; // tried again at the next read (the replay schedules one)
    records = (await deps.store.list()).map((r) =>
      withVersionChecked(r, definitionOf(r.type), deps.versionError),
    );
    notify();
  };

  const sendOne = async (id: string): Promise<SendOutcome> => {
    const current = find(id);
    if (!current || current.state === 'parked') return 'parked';
    const def = definitionOf(current.type);
    if (!def) {
      const parked: OutboxRecord = {
        ...current,
        state: 'parked',
        lastError: { code: 'unknown_action', message: current.type },
      };
      await save(parked);
      deps.report?.({ kind: 'unknown-action', action: pendingOf(parked) });
      return 'parked';
    }
    if (versionOf(current) !== def.version) return 'parked'; // parked by `reload` (never sent as it was)
    await save({ ...current, state: 'sending' }, false);
    try {
      const result = await def.run.send(pendingOf(current), {
        idempotencyKey: current.idempotencyKey,
        files: current.files,
      });
      await drop(id);
      book.answered(id, { kind: 'sent', result });
      const qc = deps.queryClient();
      if (qc) def.run.settled(qc, pendingOf(current), result);
      return 'sent';
    } catch (error) {
      const failure = classifyFailure(error);
      const latest = find(id) ?? current;
      const attempts = latest.attempts + 1;
      const lastError = deps.errorOf(error);
      if (failure === 'park') {
        await save({ ...latest, state: 'parked', attempts, lastError });
        if (!book.answered(id, { kind: 'parked', error: lastError }))
          deps.report?.({
            kind: 'refused',
            action: pendingOf({ ...latest, state: 'parked', attempts, lastError }),
          });
        return 'parked';
      }
      await save({ ...latest, state: 'waiting', attempts, lastError });
      if (failure === 'retry') retryAfter(backoffMs(attempts, error));
      return 'stop';
    }
  };

  const replayPass = async (): Promise<void> => {
    const user = deps.sendingUserId ? await deps.sendingUserId() : deps.userId();
    if (user === SESSION_OFFLINE) {
      // the `online` event can come before requests get through: without this retry the outbox
      // would wait for the next visit or sign-in
      sessionMisses += 1;
      const mine = deps.userId();
      if (records.some((r) => r.userId === mine && r.state !== 'parked'))
        retryAfter(backoffMs(sessionMisses, null));
      return;
    }
    sessionMisses = 0;
    if (!user) return;
    await reload();
    if (!actions.ready()) {
      // the app's list did not load (its chunk did not arrive): the outbox waits, kept as it is
      listMisses += 1;
      retryAfter(backoffMs(listMisses, null));
      return;
    }
    listMisses = 0;
    // independent actions go together, in order where it matters (replay-order.ts)
    const queue = records
      .filter((r) => r.userId === user && r.state !== 'parked')
      .map((r) => ({ id: r.id, keys: definitionOf(r.type)?.run.orderKeys(pendingOf(r)) ?? null }));
    let sentAfterWaiting = 0;
    await sendInOrder(queue, async (id) => {
      // a silent action (the app's bookkeeping) is no news of its own
      const waited = book.waited(id) && !records.some((r) => r.id === id && r.silent);
      const outcome = await sendOne(id);
      if (outcome === 'sent' && waited) sentAfterWaiting += 1;
      return outcome;
    });
    if (sentAfterWaiting > 0 && !records.some((r) => r.userId === user)) deps.report?.({ kind: 'processed' });
  };

  const { replay, retryAfter, idle } = createReplayRunner(() => book.pass(replayPass), deps);

  /** `awaited`: the caller will `settle` it and report its outcome (a form waiting for the answer). */
  const enqueue = async <B, T extends string>(
    def: ActionDefinition<B, T>,
    body: B,
    files: StoredFile[] = [],
    { awaited: awaitedByCaller = false } = {},
  ): Promise<string> => {
    if (!actions.ready()) await actions.load();
    const userId = deps.userId();
    if (!userId) throw new Error('enqueue without a signed-in user');
    // queued, it would be parked at the next replay: refuse it now, where the mistake is made
    if (!definitionOf(def.type)) throw new Error(`offline action '${def.type}' is not in the app's list`);
    counter = (counter + 1) % 1000;
    const record = newRecord(def, body, { userId, files, createdAt: now(), counter, uuid: deps.uuid });
    records = [...records, record];
    book.queued(record.id, awaitedByCaller);
    run('apply', record);
    changed();
    try {
      await deps.store.put(record);
    } catch (error) {
      records = records.filter((r) => r.id !== record.id);
      run('revert', record);
      changed();
      throw error;
    }
    void replay();
    return record.id;
  };

  /**
   * `files` replaces the queued files when given (a report whose proofs were changed). The body is
   * its definition's current version (the form that edited it is this build's).
   */
  const resubmit = async (
    id: string,
    body: unknown,
    files?: StoredFile[],
    { awaited: awaitedByCaller = false } = {},
  ): Promise<void> => {
    if (!actions.ready()) await actions.load();
    const current = find(id) ?? (await deps.store.list()).find((r) => r.id === id);
    const def = current && definitionOf(current.type);
    if (!current || !def) return;
    run('revert', current);
    const next = resubmittedRecord(current, {
      version: def.version,
      body,
      files,
      idempotencyKey: deps.uuid(),
    });
    if (!find(id)) records = [...records, next].sort((a, b) => a.seq - b.seq);
    book.queued(id, awaitedByCaller);
    run('apply', next);
    await save(next);
    void replay();
  };

  const discard = async (id: string): Promise<void> => {
    const current = find(id);
    if (!current) return;
    run('revert', current);
    await drop(id);
  };

  /**
   * What became of an action after the replay it started: call it after `enqueue` or `resubmit`
   * with `awaited`. An answer is read once.
   */
  const settle = async (id: string): Promise<Outcome> => {
    await idle();
    const known = book.take(id);
    if (known) return known;
    const r = find(id);
    if (!r) return { kind: 'gone' };
    return r.state === 'parked' ? { kind: 'parked', error: r.lastError } : { kind: 'queued' };
  };

  /** Forgets every action of a user (logout confirmed). */
  const clearUser = async (userId: string): Promise<void> => {
    for (const r of records.filter((x) => x.userId === userId)) await drop(r.id);
  };

  /** Re-applies this user's queued actions (after a restore, or when server data replaced cached data). */
  const reapply = (): void => {
    const user = deps.userId();
    for (const r of records) if (r.userId === user) run('apply', r);
  };

  /** Reads the store and re-applies this user's actions to the (restored) cache. */
  const start = async (): Promise<void> => {
    await reload();
    reapply();
  };

  return {
    start,
    reapply,
    reload,
    replay,
    enqueue,
    resubmit,
    discard,
    clearUser,
    /** Refreshes the user filter of the snapshot (after a sign-in or sign-out). */
    userChanged: notify,
    get: (id: string): PendingAction | undefined => {
      const r = mine(id);
      return r && toPending(r);
    },
    /** The files queued with one of this user's actions (to edit it again). */
    filesOf: (id: string): StoredFile[] | undefined => mine(id)?.files,
    snapshot: (): PendingAction[] => snapshot,
    /** The app's definition of a type (its `run` acts only on a record of its version). */
    definitionOf,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle,
    /** The caller no longer waits for the outcome (too long): a later refusal is announced. */
    unwatch: book.unwatch,
    /** Resolves when no replay is running (tests). */
    idle,
  };
};
