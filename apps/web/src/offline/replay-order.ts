import { actionIdOfOutboxItem, isOutboxItemId } from './outbox-item-ids';

/**
 * Requests of one replay pass on the wire at once: Chromium's connections per host (HTTP/1.1), so
 * the pool never queues behind the browser's own limit.
 */
export const REPLAY_POOL = 6;

/**
 * One queued action as the replay orders it (queue order): `keys` are what it must stay in order
 * with (its definition's `orderKeys`), null when it declares none (it is then sent alone).
 */
export type Ordered = { id: string; keys: readonly string[] | null };

/** What sending one action gave: acknowledged, parked (the rest goes on), or stop the pass. */
export type SendOutcome = 'sent' | 'parked' | 'stop';

/** The queued action that creates an outbox item (`pending-<id>` or `pending-<id>-<n>`), if queued. */
const creatorOf = (key: string, index: ReadonlyMap<string, number>): number | undefined => {
  if (!isOutboxItemId(key)) return undefined;
  const id = actionIdOfOutboxItem(key);
  return index.get(id) ?? index.get(id.replace(/-\d+$/, ''));
};

/**
 * The rule, in one place: an action waits for every earlier action of the pass that shares one of
 * its keys (the same item), for the action that creates an outbox item it names as a key (an item
 * made offline), and for any earlier action without keys; an action without keys waits for every
 * earlier one and every later one waits for it. Returns, for each action, the earlier ones (indexes)
 * it waits for directly (the rest follows: a chain per key).
 */
export const waitsFor = (items: readonly Ordered[]): number[][] => {
  const index = new Map(items.map((item, i) => [item.id, i]));
  const lastOfKey = new Map<string, number>();
  let barrier: number | null = null;
  let sinceBarrier: number[] = [];
  return items.map((item, i) => {
    const before = new Set<number>(barrier === null ? [] : [barrier]);
    if (item.keys === null) {
      for (const j of sinceBarrier) before.add(j);
      barrier = i;
      sinceBarrier = [];
      lastOfKey.clear(); // what comes next waits for this one, which waits for all before it
      return [...before];
    }
    for (const key of item.keys) {
      const previous = lastOfKey.get(key);
      if (previous !== undefined) before.add(previous);
      const creator = creatorOf(key, index);
      if (creator !== undefined && creator < i) before.add(creator);
      lastOfKey.set(key, i);
    }
    sinceBarrier.push(i);
    return [...before];
  });
};

/**
 * Sends `items` with at most `pool` requests at once, each once its `waitsFor` are done (sent or
 * parked), in queue order among those ready. A 'stop' (or a thrown error) starts nothing more: the
 * requests on the wire finish, then it resolves (or rejects with the first error).
 */
export const sendInOrder = (
  items: readonly Ordered[],
  send: (id: string) => Promise<SendOutcome>,
  pool = REPLAY_POOL,
): Promise<void> => {
  const before = waitsFor(items);
  const blockers = before.map((list) => list.length);
  const after: number[][] = items.map(() => []);
  before.forEach((list, i) => {
    for (const j of list) after[j]?.push(i);
  });
  // ready actions, in queue order
  const ready: number[] = [];
  blockers.forEach((count, i) => {
    if (count === 0) ready.push(i);
  });
  const makeReady = (i: number): void => {
    let at = ready.length;
    while (at > 0 && (ready[at - 1] ?? -1) > i) at -= 1;
    ready.splice(at, 0, i);
  };

  return new Promise<void>((resolve, reject) => {
    let onWire = 0;
    let stopped = false;
    let failure: Error | null = null;
    const finish = (i: number, outcome: SendOutcome): void => {
      onWire -= 1;
      if (outcome === 'stop') stopped = true;
      else
        for (const k of after[i] ?? []) {
          const left = (blockers[k] ?? 0) - 1;
          blockers[k] = left;
          if (left === 0) makeReady(k);
        }
      pump();
    };
    const pump = (): void => {
      while (!stopped && onWire < pool && ready.length > 0) {
        const i = ready.shift() ?? 0;
        const item = items[i];
        if (!item) continue;
        onWire += 1;
        send(item.id).then(
          (outcome) => finish(i, outcome),
          (error: unknown) => {
            failure ??= error instanceof Error ? error : new Error(String(error));
            finish(i, 'stop');
          },
        );
      }
      if (onWire > 0) return;
      if (failure) reject(failure);
      else resolve();
    };
    pump();
  });
};
