import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './outbox-store';
import { createFakeServer, makeEngine } from './test-kit';

/** What the engine tells about an action's fate: the form that queued it, or everyone else. */
const setup = () => {
  const store = createMemoryStore();
  const server = createFakeServer();
  const onProcessed = vi.fn();
  const onParked = vi.fn();
  const page = makeEngine({
    store,
    server,
    report: (r) => {
      if (r.kind === 'processed') onProcessed();
      if (r.kind === 'refused') onParked(r.action);
    },
  });
  return { store, server, onProcessed, onParked, ...page };
};

describe('outcome of an action a form waits for', () => {
  it('is sent only once the server acknowledged, and no processed message follows', async () => {
    const { engine, def, server, onProcessed } = setup();
    const id = await engine.enqueue(def, { n: 1 }, [], { awaited: true });
    expect(await engine.settle(id)).toEqual({ kind: 'sent', result: 1 });
    expect(server.applied).toEqual([1]);
    expect(onProcessed).not.toHaveBeenCalled();
  });

  it('is parked with the server reason, told to the form only', async () => {
    const { engine, def, onParked } = setup();
    const id = await engine.enqueue(def, { n: 1, reject: true }, [], { awaited: true });
    expect(await engine.settle(id)).toEqual({ kind: 'parked', error: { code: '422', message: 'refused 1' } });
    expect(onParked).not.toHaveBeenCalled();
    expect(engine.get(id)?.state).toBe('parked');
  });

  it('is queued when no answer came; once sent later it counts as an action that waited', async () => {
    const { engine, def, server, onProcessed } = setup();
    server.mode.offline = true;
    const id = await engine.enqueue(def, { n: 1 }, [], { awaited: true });
    expect(await engine.settle(id)).toEqual({ kind: 'queued' });
    server.mode.offline = false;
    await engine.replay();
    expect(server.applied).toEqual([1]);
    expect(onProcessed).toHaveBeenCalledTimes(1);
  });

  it('a refusal after the form stopped waiting is announced', async () => {
    const { engine, def, server, onParked } = setup();
    server.mode.offline = true;
    const id = await engine.enqueue(def, { n: 1, reject: true }, [], { awaited: true });
    expect((await engine.settle(id)).kind).toBe('queued');
    server.mode.offline = false;
    await engine.replay();
    expect(onParked).toHaveBeenCalledTimes(1);
    expect(onParked.mock.calls[0]?.[0]).toMatchObject({
      id,
      state: 'parked',
      lastError: { message: 'refused 1' },
    });
  });

  it('a resubmitted parked action reports its new outcome', async () => {
    const { engine, def, server } = setup();
    const id = await engine.enqueue(def, { n: 1, reject: true }, [], { awaited: true });
    expect((await engine.settle(id)).kind).toBe('parked');
    await engine.resubmit(id, { n: 2 }, undefined, { awaited: true });
    expect((await engine.settle(id)).kind).toBe('sent');
    expect(server.applied).toEqual([2]);
  });
});

describe('the processed message and refusals of actions nobody waits for', () => {
  it('says nothing after an ordinary change sent at once', async () => {
    const { engine, def, server, onProcessed } = setup();
    await engine.enqueue(def, { n: 1 });
    await engine.enqueue(def, { n: 2 });
    await engine.idle();
    expect(server.applied).toEqual([1, 2]);
    expect(onProcessed).not.toHaveBeenCalled();
  });

  it('says so once after actions that waited for the network are sent', async () => {
    const { engine, def, server, onProcessed } = setup();
    server.mode.offline = true;
    await engine.enqueue(def, { n: 1 });
    await engine.idle();
    server.mode.offline = false;
    await engine.enqueue(def, { n: 2 });
    await engine.idle();
    expect(server.applied).toEqual([1, 2]);
    expect(onProcessed).toHaveBeenCalledTimes(1);
  });

  it('an action queued while a replay runs gets its own pass and is not an action that waited', async () => {
    const { engine, def, server, onProcessed } = setup();
    server.mode.offline = true;
    await engine.enqueue(def, { n: 1 });
    await engine.idle();
    server.mode.offline = false;
    const running = engine.replay();
    await engine.enqueue(def, { n: 2 }, [], { awaited: true });
    await running;
    await engine.idle();
    expect(server.applied).toEqual([1, 2]);
    // the first one waited: the message shows once, for it
    expect(onProcessed).toHaveBeenCalledTimes(1);
  });

  it('announces the refusal of an action no form waits for', async () => {
    const { engine, def, onParked } = setup();
    await engine.enqueue(def, { n: 1, reject: true });
    await engine.idle();
    expect(onParked).toHaveBeenCalledTimes(1);
  });
});
