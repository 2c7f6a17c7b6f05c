import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

/** The transaction of the request whose handler is running now, if it has one, and what waits for its commit. */
type RequestTransaction = { tx: Db; afterCommit: (() => Promise<void>)[] };
const current = new AsyncLocalStorage<RequestTransaction>();

/**
 * The app's database handle: `base`, or, while a handler runs inside a request transaction
 * (`insideTransaction`), that transaction. Every repository and plugin built on it therefore writes
 * in the request's one transaction without being told (a `transaction()` inside it is a savepoint),
 * and nothing of that request can wait on the embedded database's single connection held by itself.
 */
export const requestScoped = (base: Db): Db =>
  new Proxy(base, {
    get(target, prop) {
      const active = current.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(active, prop, active);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(active) : value;
    },
  });

/** Runs `work` with `open`'s transaction as the request's (what `requestScoped` handles resolve to). */
export const insideTransaction = <T>(open: OpenTransaction, work: () => T): T =>
  current.run({ tx: open.tx, afterCommit: open.afterCommit }, work);

/**
 * Work that must not run inside the request's transaction (it uses another connection: the job
 * queue's, which on the embedded database is the one that transaction holds): inside a request
 * transaction it waits for the commit (never run on a rollback; a failure then goes to `onError`);
 * outside one it runs at once, awaited by the caller.
 */
export const afterCommit = async (
  work: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<void> => {
  const store = current.getStore();
  if (!store) return work();
  store.afterCommit.push(() => work().catch(onError));
};

/** How an open transaction ends: committed after `last` ran in it, or rolled back. */
export type TransactionEnd = { commit: true; last: (tx: Db) => Promise<void> } | { commit: false };

export type OpenTransaction = {
  tx: Db;
  /** What `afterCommit` queued while the request ran: run by `end` once committed. */
  afterCommit: (() => Promise<void>)[];
  /** Ends it; resolves once committed or rolled back, rejects when the commit (or `last`) failed. */
  end: (how: TransactionEnd) => Promise<void>;
};

class RolledBack extends Error {}

/**
 * A transaction left open across a request's steps (opened before its handler, ended once its answer
 * is known): drizzle's callback-style `transaction` waits inside its callback until `end` is called.
 */
export const openTransaction = async (db: Db): Promise<OpenTransaction> => {
  let started!: (tx: Db) => void;
  let finish!: (how: TransactionEnd) => void;
  const ready = new Promise<Db>((resolve) => {
    started = resolve;
  });
  const ending = new Promise<TransactionEnd>((resolve) => {
    finish = resolve;
  });
  const done = db
    .transaction(async (tx) => {
      started(tx);
      const how = await ending;
      if (!how.commit) throw new RolledBack();
      await how.last(tx);
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  // a failure is the caller's, through `end` (or the race below): never an unhandled rejection
  done.catch(() => undefined);
  const tx = await Promise.race([
    ready,
    done.then(() => {
      throw new Error('the transaction ended before it began');
    }),
  ]);
  const waiting: (() => Promise<void>)[] = [];
  return {
    tx,
    afterCommit: waiting,
    end: async (how) => {
      finish(how);
      await done;
      if (how.commit) for (const work of waiting.splice(0)) await work();
    },
  };
};
