import { fsyncSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { DURABLE_SETTINGS, openDurablePglite } from './pglite-durable';

const root = mkdtempSync(join(tmpdir(), 'relais-durable-'));
const open: PGlite[] = [];
afterAll(async () => {
  for (const db of open) if (!db.closed) await db.close();
  rmSync(root, { recursive: true, force: true });
});

/** The real flush, counted. */
const countingFsync = () => {
  const calls: number[] = [];
  return { calls, fsync: (fd: number) => (calls.push(fd), fsyncSync(fd)) };
};

// The embedded database alone: the pass on PostgreSQL (TEST_DATABASE_URL) has nothing to learn here.
describe.skipIf(Boolean(process.env['TEST_DATABASE_URL']))('the embedded database on disk', () => {
  it('runs with fsync on; flushes a new cluster whole, then each commit before acknowledging it', async () => {
    const { calls, fsync } = countingFsync();
    const dir = join(root, 'commits');
    const db = await openDurablePglite(dir, fsync);
    open.push(db);
    for (const [name, value] of Object.entries(DURABLE_SETTINGS)) {
      const { rows } = await db.query<Record<string, string>>(`SHOW ${name}`);
      expect(rows[0]?.[name], name).toBe(value);
    }
    // the new cluster: every file and folder of it (hundreds), then the folder's own entry
    expect(calls.length).toBeGreaterThan(100);
    await db.exec('CREATE TABLE t (v text)');
    for (let i = 0; i < 5; i++) {
      const before = calls.length;
      await db.query('INSERT INTO t VALUES ($1)', [`row ${i}`]);
      expect(calls.length, `commit ${i}`).toBeGreaterThan(before);
    }
    // reads flush nothing
    const before = calls.length;
    await db.query('SELECT count(*) FROM t');
    expect(calls.length).toBe(before);
    // closing checkpoints, flushing the data files
    await db.close();
    expect(calls.length).toBeGreaterThan(before + 5);
    const again = await openDurablePglite(dir, fsync);
    open.push(again);
    const { rows } = await again.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    expect(rows[0]?.n).toBe(5);
  });

  it('reports a failed flush to PostgreSQL instead of acknowledging the write', async () => {
    let failing = false;
    const db = await openDurablePglite(join(root, 'failing'), (fd) => {
      if (failing) throw new Error('EIO');
      fsyncSync(fd);
    });
    open.push(db);
    await db.exec('CREATE TABLE t (v text)');
    failing = true;
    await expect(db.query("INSERT INTO t VALUES ('lost')")).rejects.toThrow();
  });
});
