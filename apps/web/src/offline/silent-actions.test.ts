import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { defineAction } from './define';
import { confirmLogout } from './logout';
import { createMemoryStore } from './outbox-store';
import { createFakeServer, installTestEngine, makeEngine, type Body } from './test-kit';

const never = () => new Promise<unknown>(() => {});
const badgeSeen = defineAction<{ day: string }, 'test.badgeSeen'>({
  type: 'test.badgeSeen',
  send: never,
  describe: () => ({ key: 'avatar.describeBadgeSeen' }),
  silent: true,
});
const visit = defineAction<{ label: string }, 'test.visit'>({
  type: 'test.visit',
  send: never,
  describe: () => ({ key: 'offline.actions.fontSize' }),
});

describe('silent actions (spec 3: the app’s own bookkeeping)', () => {
  // the last user with the session cookie: whose outbox the logout empties
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.lastUserId, 'u1');
    document.cookie = 'relais_sso=1; path=/';
  });
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'relais_sso=; path=/; max-age=0';
  });

  it('are marked silent in the queue, so the pending-actions screen leaves them out', async () => {
    const { engine } = installTestEngine([badgeSeen, visit], { user: 'u1' });
    await engine.start();
    await engine.enqueue(badgeSeen, { day: '2026-11-21' }, [], {});
    await engine.enqueue(visit, { label: 'Inventaire' }, [], {});
    expect(engine.snapshot().map((a) => [a.type, a.silent === true])).toEqual([
      ['test.badgeSeen', true],
      ['test.visit', false],
    ]);
  });

  it('are never counted nor asked about at logout, and go with the session', async () => {
    const { engine, store } = installTestEngine([badgeSeen, visit], { user: 'u1' });
    await engine.start();
    await engine.enqueue(badgeSeen, { day: '2026-11-21' }, [], {});
    const confirm = vi.fn(() => Promise.resolve(true));
    expect(await confirmLogout(confirm)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);

    await engine.enqueue(badgeSeen, { day: '2026-11-22' }, [], {});
    await engine.enqueue(visit, { label: 'Inventaire' }, [], {});
    const keep = vi.fn(() => Promise.resolve(false));
    expect(await confirmLogout(keep)).toBe(false);
    expect(keep).toHaveBeenCalledWith(1);
    expect(await store.list()).toHaveLength(2);
  });

  it("say nothing once sent: no 'processed' message for them alone", async () => {
    const server = createFakeServer();
    const onProcessed = vi.fn();
    const { engine, def } = makeEngine({
      store: createMemoryStore(),
      server,
      report: (r) => {
        if (r.kind === 'processed') onProcessed();
      },
      actions: (write) => [
        write,
        defineAction<Body, 'test.quiet'>({ ...write, type: 'test.quiet', silent: true }),
      ],
    });
    const quiet = defineAction<Body, 'test.quiet'>({
      type: 'test.quiet',
      send: (body, { idempotencyKey }) => server.request(body, idempotencyKey, () => true),
      describe: () => ({ key: 'offline.actions.fontSize' }),
      silent: true,
    });
    server.mode.offline = true;
    await engine.enqueue(quiet, { n: 1 });
    await engine.idle();
    server.mode.offline = false;
    await engine.replay();
    expect(server.applied).toEqual([1]);
    expect(onProcessed).not.toHaveBeenCalled();

    server.mode.offline = true;
    await engine.enqueue(quiet, { n: 2 });
    await engine.enqueue(def, { n: 3 });
    await engine.idle();
    server.mode.offline = false;
    await engine.replay();
    expect(server.applied).toEqual([1, 2, 3]);
    expect(onProcessed).toHaveBeenCalledTimes(1);
  });
});
