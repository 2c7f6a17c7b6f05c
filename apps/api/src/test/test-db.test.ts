import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import { ALL_TABLES } from './test-db';

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
});
