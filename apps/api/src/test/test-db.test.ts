import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import { rowsOf, takeChangedTables } from './change-log';
import { mutableClock, TEST_NOW } from './test-app';
import { ALL_TABLES, createTestDb, snapshot, type Snapshot, type TestDb } from './test-db';

/** A snapshot comparable whatever the order the rows come back in. */
const sorted = (snap: Snapshot): Record<string, string[]> =>
  Object.fromEntries([...snap].map(([name, rows]) => [name, rows.map((r) => JSON.stringify(r)).sort()]));

describe('the test database reset', () => {
  it('truncates and restores every table of the schema, each once', () => {
    const inSchema = Object.values(schema as Record<string, unknown>)
      .filter((v): v is PgTable => is(v, PgTable))
      .map(getTableName)
      .sort();
    const listed = ALL_TABLES.map(getTableName);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(inSchema);
  });

  describe('on a copy of the seeded image', () => {
    let testDb: TestDb;
    beforeAll(async () => {
      testDb = await createTestDb(mutableClock(TEST_NOW));
    });
    afterAll(async () => testDb.close());

    it('starts with no change noted, and notes each table written once', async () => {
      expect(await takeChangedTables(testDb.db)).toEqual([]);
      await testDb.db.execute(sql`UPDATE users SET first_name = first_name`);
      await testDb.db.execute(sql`DELETE FROM audit_log`);
      await testDb.db.execute(sql`DELETE FROM audit_log`);
      expect((await takeChangedTables(testDb.db)).sort()).toEqual(['audit_log', 'users']);
      await testDb.reset();
    });

    it('brings back a changed parent and every table referencing it, and nothing stays noted', async () => {
      const seeded = sorted(await snapshot(testDb.db));
      const assistantId = testDb.people.demoId;
      await testDb.db.execute(sql`UPDATE users SET first_name = 'Changed' WHERE id = ${assistantId}`);
      await testDb.db.execute(sql`DELETE FROM messages`);
      await testDb.db.execute(sql`TRUNCATE users CASCADE`);
      expect(await rowsOf(testDb.db.execute(sql`SELECT count(*)::int AS n FROM events`))).toEqual([{ n: 0 }]);
      await testDb.reset();
      expect(sorted(await snapshot(testDb.db))).toEqual(seeded);
      expect(await takeChangedTables(testDb.db)).toEqual([]);
    });

    it('restores a changed child table alone', async () => {
      const seeded = sorted(await snapshot(testDb.db));
      await testDb.db.execute(sql`DELETE FROM history`);
      await testDb.reset();
      expect(sorted(await snapshot(testDb.db))).toEqual(seeded);
    });
  });
});
