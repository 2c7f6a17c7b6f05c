import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type DbHandle } from './client';
import { afterCommit, insideTransaction, openTransaction, requestScoped } from './request-transaction';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openPglite();
  await handle.db.execute(sql`create table notes (text text not null)`);
});
afterAll(async () => handle?.close());

const notes = async (): Promise<string[]> => {
  const result: unknown = await handle.db.execute(sql`select text from notes order by text`);
  const rows = (result as { rows: { text: string }[] }).rows;
  return rows.map((r) => r.text);
};

describe('a request transaction', () => {
  it("is what the app's handle reaches while the handler runs: a rollback leaves none of its writes", async () => {
    const db = requestScoped(handle.db);
    const open = await openTransaction(db);
    await insideTransaction(open, () => db.execute(sql`insert into notes values ('rolled back')`));
    await open.end({ commit: false });
    const committed = await openTransaction(db);
    await insideTransaction(committed, () => db.execute(sql`insert into notes values ('kept')`));
    await committed.end({
      commit: true,
      last: async (tx) => void (await tx.execute(sql`insert into notes values ('last')`)),
    });
    expect(await notes()).toEqual(['kept', 'last']);
    await handle.db.execute(sql`delete from notes`);
  });

  it('runs the work deferred by afterCommit once committed, never after a rollback, at once outside one', async () => {
    const db = requestScoped(handle.db);
    const ran: string[] = [];
    const errors: unknown[] = [];
    const defer = (what: string) =>
      afterCommit(
        async () => {
          // another statement on the same embedded database: inside the transaction it would wait forever
          await handle.db.execute(sql`select 1`);
          ran.push(what);
        },
        (e) => errors.push(e),
      );
    const rolledBack = await openTransaction(db);
    await insideTransaction(rolledBack, () => defer('rolled back'));
    await rolledBack.end({ commit: false });
    const committed = await openTransaction(db);
    await insideTransaction(committed, () => defer('committed'));
    expect(ran).toEqual([]);
    await committed.end({ commit: true, last: async () => {} });
    expect(ran).toEqual(['committed']);
    await defer('outside');
    expect(ran).toEqual(['committed', 'outside']);
    expect(errors).toEqual([]);
  });
});
