import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './outbox-store';
import { createFakeServer, makeEngine } from './test-kit';

type Cmd =
  | { kind: 'enqueue'; reject: boolean }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'fail'; count: number; status: 503 | 429 | 500 }
  | { kind: 'slow'; on: boolean }
  | { kind: 'duplicate' }
  | { kind: 'reload' }
  | { kind: 'replay' }
  | { kind: 'settle' };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('enqueue' as const),
      reject: fc.integer({ min: 0, max: 4 }).map((x) => x === 0),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'offline' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'online' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fail' as const),
      count: fc.integer({ min: 1, max: 3 }),
      status: fc.constantFrom(503 as const, 429 as const, 500 as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('slow' as const), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'duplicate' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'replay' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle' as const }) },
);

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('outbox model', () => {
  it('applies every acknowledged action exactly once, in order; parks every rejected one; loses none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { maxLength: 40 }), async (cmds) => {
        const store = createMemoryStore();
        const server = createFakeServer();
        let page = makeEngine({ store, server });
        await page.engine.start();
        const accepted: number[] = [];
        const rejected: number[] = [];
        let n = 0;
        for (const c of cmds) {
          switch (c.kind) {
            case 'enqueue':
              n += 1;
              (c.reject ? rejected : accepted).push(n);
              await page.engine.enqueue(page.def, { n, reject: c.reject });
              break;
            case 'offline':
              server.mode.offline = true;
              break;
            case 'online':
              server.mode.offline = false;
              void page.engine.replay();
              break;
            case 'fail':
              server.mode.failNext = c.count;
              server.mode.status = c.status;
              break;
            case 'slow':
              server.mode.slow = c.on;
              break;
            case 'duplicate':
              server.mode.loseNextResponse = true;
              break;
            case 'reload':
              page.kill();
              page = makeEngine({ store, server });
              await page.engine.start();
              void page.engine.replay();
              break;
            case 'replay':
              void page.engine.replay();
              break;
            case 'settle':
              await page.engine.idle();
              break;
          }
          await tick();
        }
        // the network comes back for good
        Object.assign(server.mode, { offline: false, failNext: 0, slow: false, loseNextResponse: false });
        for (let i = 0; i < 3; i += 1) {
          await page.engine.idle();
          await page.engine.replay();
        }
        await page.engine.idle();
        expect(server.applied).toEqual(accepted);
        const left = await store.list();
        expect(left.every((r) => r.state === 'parked' && r.lastError !== null)).toBe(true);
        expect(page.engine.snapshot().map((a) => a.id)).toEqual(left.map((r) => r.id));
        // the same records, their bodies typed by their definition
        expect(
          page.engine
            .snapshot()
            .filter(page.def.owns)
            .map((a) => a.body.n),
        ).toEqual(rejected);
      }),
      { numRuns: 300 },
    );
  });
});
