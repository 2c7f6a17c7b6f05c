import { describe, expect, it, vi } from 'vitest';
import { defineAction } from './define';
import { createMemoryStore } from './outbox-store';
import type { EngineReport } from './reports';
import { createFakeServer, makeEngine, outboxRecord, type Body } from './test-kit';
import type { AnyAction } from './types';

/** A promise the test settles when it wants (the app's list arriving late, or not at all). */
const deferred = <T>() => {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** Lets every pending promise callback run (the engine's reads of the memory store included). */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app gives the engine a loader of its list (`app/mount.tsx` imports it apart, so the
 * definitions stay out of the shell's chunk): nothing in the outbox is read, sent, upgraded or
 * parked before the list is there, and the list is loaded once.
 */
describe('the list of actions, loaded lazily', () => {
  const setup = () => {
    const store = createMemoryStore();
    const server = createFakeServer();
    const reports: EngineReport[] = [];
    const list = deferred<readonly AnyAction[]>();
    let v2: AnyAction | undefined;
    const loader = vi.fn(() => list.promise.then(() => (v2 ? [v2] : [])));
    // `test.write` at version 2 in this build: its body was `{ count }` in version 1
    const page = makeEngine({
      store,
      server,
      report: (r) => reports.push(r),
      actions: (write) => {
        v2 = defineAction<Body, 'test.write'>({
          ...write,
          version: 2,
          upgrade: (body) =>
            typeof body === 'object' && body !== null && 'count' in body && typeof body.count === 'number'
              ? { n: body.count }
              : null,
        });
        return loader;
      },
    });
    return { store, server, reports, list, loader, ...page };
  };

  it('reads, upgrades and replays the stored outbox only once the list arrived, each action once', async () => {
    const { engine, store, server, reports, list, loader } = setup();
    await store.put(outboxRecord({ id: 'a1', type: 'test.write', version: 1, body: { count: 7 } }));
    await store.put(outboxRecord({ id: 'a2', type: 'test.write', version: 2, body: { n: 8 } }));
    const started = engine.start();
    const replayed = engine.replay(); // `online` before the list arrived
    await flush();
    // nothing read yet: no record is taken for an unknown type, parked or sent
    expect(engine.snapshot()).toEqual([]);
    expect(engine.definitionOf('test.write')).toBeUndefined();
    expect(server.requests()).toBe(0);

    list.resolve([]);
    await started;
    await replayed;
    await engine.replay();
    expect(server.applied).toEqual([7, 8]);
    expect(reports.filter((r) => r.kind === 'unknown-action' || r.kind === 'refused')).toEqual([]);
    expect(await store.list()).toEqual([]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows the stored actions, described and upgraded, once the list arrived', async () => {
    const { engine, store, server, list } = setup();
    server.mode.offline = true;
    await store.put(outboxRecord({ id: 'a1', type: 'test.write', version: 1, body: { count: 7 } }));
    await store.put(outboxRecord({ id: 'a2', type: 'test.gone', body: {} }));
    const started = engine.start();
    list.resolve([]);
    await started;
    const [upgraded, unknown] = engine.snapshot();
    expect(upgraded).toMatchObject({ id: 'a1', version: 2, body: { n: 7 } });
    expect(upgraded && engine.definitionOf(upgraded.type)?.run.describe(upgraded)).toEqual({
      key: 'offline.actions.fontSize',
      values: { value: '7' },
    });
    expect(unknown && engine.definitionOf(unknown.type)).toBeUndefined();
  });

  it('lets a screen queue its own definition before the list arrived, and refuses one the list lacks', async () => {
    const { engine, def, server, list } = setup();
    const write = defineAction<Body, 'test.write'>({ ...def, version: 2 });
    const other = defineAction<Body, 'test.other'>({
      type: 'test.other',
      send: () => Promise.resolve(),
      describe: () => ({ key: 'x' }),
    });
    const queued = engine.enqueue(write, { n: 1 });
    const refused = engine.enqueue(other, { n: 2 });
    await flush();
    expect(engine.snapshot()).toEqual([]);
    list.resolve([]);
    await expect(refused).rejects.toThrow("'test.other' is not in the app's list");
    await queued;
    await engine.idle();
    expect(server.applied).toEqual([1]);
  });
});

describe('the list of actions, when it fails to load', () => {
  it('keeps the outbox as it is and tries again after a backoff, then sends each action once', async () => {
    const store = createMemoryStore();
    const server = createFakeServer();
    const retries: { run: () => void; ms: number }[] = [];
    let chunkArrives = false;
    let loads = 0;
    const { engine } = makeEngine({
      store,
      server,
      schedule: (run, ms) => {
        retries.push({ run, ms });
        return () => {};
      },
      actions: (write) => () => {
        loads += 1;
        // the chunk does not arrive (offline before the service worker had it), then does
        return chunkArrives ? Promise.resolve([write]) : Promise.reject(new Error('chunk failed'));
      },
    });
    await store.put(outboxRecord({ id: 'a1', type: 'test.write', body: { n: 1 } }));
    await engine.start();
    await engine.replay();
    expect(server.requests()).toBe(0);
    expect(await store.list()).toMatchObject([{ id: 'a1', state: 'waiting', attempts: 0 }]);
    expect(retries.map((r) => r.ms)).toEqual([1000]);

    const failedLoads = loads;
    chunkArrives = true;
    retries[0]?.run();
    await engine.idle();
    expect(server.applied).toEqual([1]);
    expect(await store.list()).toEqual([]);
    expect(loads).toBe(failedLoads + 1);
    await engine.replay();
    expect(loads).toBe(failedLoads + 1); // loaded once, kept
  });
});
