import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http';
import { defineAction } from './define';
import { createEngine } from './engine';
import { outboxItemId } from './outbox-item-ids';
import { createMemoryStore } from './outbox-store';
import { REPLAY_POOL } from './replay-order';
import { versionError } from './test-kit';

/** `keys`: the action's order keys; `ticks`: how long the server takes; `status`: its error answer. */
type Body = { n: number; keys: string[]; ticks?: number; status?: number };

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A fake server that logs when each request starts and ends, and how many are on the wire. */
const createWire = () => {
  const log: { n: number; at: 'start' | 'end' }[] = [];
  const applied: number[] = [];
  const keys = new Set<string>();
  let onWire = 0;
  let maxOnWire = 0;
  const request = async (body: Body, key: string): Promise<number> => {
    onWire += 1;
    maxOnWire = Math.max(maxOnWire, onWire);
    log.push({ n: body.n, at: 'start' });
    for (let i = 0; i < (body.ticks ?? 1); i += 1) await tick();
    onWire -= 1;
    log.push({ n: body.n, at: 'end' });
    if (body.status) throw new ApiError(body.status, null);
    if (!keys.has(key)) {
      keys.add(key);
      applied.push(body.n);
    }
    return body.n;
  };
  const started = (): number[] => log.filter((e) => e.at === 'start').map((e) => e.n);
  /** True when `a`'s request ended before `b`'s started. */
  const before = (a: number, b: number): boolean =>
    log.findIndex((e) => e.n === a && e.at === 'end') < log.findIndex((e) => e.n === b && e.at === 'start');
  return { request, log, applied, started, before, maxOnWire: () => maxOnWire };
};

const setup = () => {
  const wire = createWire();
  let ids = 0;
  // an action on items (its keys), and one that declares none (sent alone)
  const keyed = defineAction<Body, 'test.keyed'>({
    type: 'test.keyed',
    send: (body, { idempotencyKey }) => wire.request(body, idempotencyKey),
    describe: (body) => ({ key: 'test', values: { n: String(body.n) } }),
    orderKeys: (body) => body.keys,
  });
  const alone = defineAction<Body, 'test.alone'>({
    type: 'test.alone',
    send: (body, { idempotencyKey }) => wire.request(body, idempotencyKey),
    describe: (body) => ({ key: 'test', values: { n: String(body.n) } }),
  });
  let online = false;
  const engine = createEngine({
    store: createMemoryStore(),
    actions: [keyed, alone],
    userId: () => 'u1',
    // nothing is sent before the test has queued everything
    sendingUserId: () => Promise.resolve(online ? 'u1' : null),
    queryClient: () => null,
    errorOf: (e) => ({ code: e instanceof ApiError ? String(e.status) : 'x', message: 'x' }),
    versionError,
    uuid: () => `id${(ids += 1)}`,
    schedule: () => () => {},
  });
  const goOnline = async (): Promise<void> => {
    online = true;
    await engine.replay();
  };
  return { engine, keyed, alone, wire, goOnline };
};

describe('concurrent replay', () => {
  it('sends independent actions together, at most the pool at once, each once', async () => {
    const { engine, keyed, wire, goOnline } = setup();
    for (let n = 1; n <= 20; n += 1) await engine.enqueue(keyed, { n, keys: [`item-${n}`], ticks: 3 });
    await goOnline();
    expect(wire.maxOnWire()).toBeGreaterThan(1);
    expect(wire.maxOnWire()).toBeLessThanOrEqual(REPLAY_POOL);
    expect([...wire.applied].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(wire.started()).toHaveLength(20);
    expect(engine.snapshot()).toEqual([]);
  });

  it('never overlaps actions on one item and keeps their order, while other items go ahead', async () => {
    const { engine, keyed, wire, goOnline } = setup();
    // taps on two items, interleaved, of uneven lengths (a later one would finish first if let go)
    for (let n = 1; n <= 12; n += 1)
      await engine.enqueue(keyed, { n, keys: [n % 2 ? 'a' : 'b'], ticks: n % 3 === 0 ? 1 : 4 });
    await goOnline();
    const a = [1, 3, 5, 7, 9, 11];
    const b = [2, 4, 6, 8, 10, 12];
    for (const chain of [a, b]) {
      expect(wire.applied.filter((n) => chain.includes(n))).toEqual(chain);
      for (let i = 1; i < chain.length; i += 1)
        expect(wire.before(chain[i - 1] ?? 0, chain[i] ?? 0)).toBe(true);
    }
    expect(wire.maxOnWire()).toBe(2);
  });

  it('an action on an item created offline waits for its creation; one without keys waits for all', async () => {
    const { engine, keyed, alone, wire, goOnline } = setup();
    const created = await engine.enqueue(keyed, { n: 1, keys: ['new-visit'], ticks: 6 });
    await engine.enqueue(keyed, { n: 2, keys: ['other'], ticks: 1 });
    // made on the item the first action creates: names it by its outbox item id only
    await engine.enqueue(keyed, { n: 3, keys: [outboxItemId(created)], ticks: 1 });
    await engine.enqueue(alone, { n: 4, keys: [] });
    await engine.enqueue(keyed, { n: 5, keys: ['other'] });
    await goOnline();
    expect(wire.before(1, 3)).toBe(true);
    for (const n of [1, 2, 3]) expect(wire.before(n, 4)).toBe(true);
    expect(wire.before(4, 5)).toBe(true);
    // the unrelated one went ahead while the creation was on the wire
    expect(wire.applied).toEqual([2, 1, 3, 4, 5]);
  });

  it('a stop (503) starts nothing more: the requests on the wire finish, the rest waits for the next pass', async () => {
    const { engine, keyed, wire, goOnline } = setup();
    await engine.enqueue(keyed, { n: 1, keys: ['i1'], ticks: 1, status: 503 });
    for (let n = 2; n <= 12; n += 1) await engine.enqueue(keyed, { n, keys: [`i${n}`], ticks: 4 });
    await goOnline();
    // the pool was full when the 503 came: those five finished and were acknowledged, none started after
    const pool = Array.from({ length: REPLAY_POOL }, (_, i) => i + 1);
    expect(wire.started()).toEqual(pool);
    expect(wire.applied).toEqual(pool.slice(1));
    const left = engine.snapshot();
    expect(left.map((a) => (a.body as Body).n)).toEqual([
      1,
      ...Array.from({ length: 12 - REPLAY_POOL }, (_, i) => REPLAY_POOL + 1 + i),
    ]);
    expect(left.every((a) => a.state === 'waiting')).toBe(true);
    expect(left[0]?.lastError?.code).toBe('503');
    await engine.resubmit(left[0]?.id ?? '', { n: 1, keys: ['i1'] });
    await engine.idle();
    expect([...wire.applied].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
