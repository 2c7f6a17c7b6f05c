import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = (c: TestContext, url: string) => c.app.inject({ method: 'GET', url });

describe('health', () => {
  it('live answers 200 and ready 200 when the database, migrations and file store are fine', async () => {
    const live = await get(ctx, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await get(ctx, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await get(ctx, '/api/health')).statusCode).toBe(200);
  });

  it('ready answers 503 naming migrations when the newest bundled one is not applied', async () => {
    const db = ctx.testDb.db;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const ready = await get(ctx, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', failing: ['migrations'] });
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await get(ctx, '/api/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 naming files when the file store cannot be written, then database when it is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relais-health-'));
    const notAFolder = join(dir, 'a-file');
    writeFileSync(notAFolder, 'x');
    const broken = await createTestContext({ filesDir: notAFolder });
    try {
      const ready = await get(broken, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', failing: ['files'] });
      await broken.testDb.close();
      const noDb = await get(broken, '/api/health/ready');
      expect(noDb.statusCode).toBe(503);
      expect(noDb.json<{ failing: string[] }>().failing).toEqual(['database', 'migrations', 'files']);
      expect((await get(broken, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await broken.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ready answers 503 shutdown once draining', async () => {
    ctx.app.readiness.draining = true;
    try {
      const ready = await get(ctx, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', failing: ['shutdown'] });
    } finally {
      ctx.app.readiness.draining = false;
    }
  });
});
