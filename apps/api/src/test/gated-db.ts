import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/**
 * The same database behind a gate: a transaction begun outside a request's own waits until `open()`
 * (an upload in the middle of its write). `reached` resolves once a request waits there.
 */
export const gatedDb = (db: Db) => {
  let open = () => {};
  let entered = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (entered = resolve));
  const transaction = (...args: Parameters<Db['transaction']>) => {
    entered();
    return gate.then(() => db.transaction(...args));
  };
  const gated = new Proxy(db, {
    get: (target, prop, receiver): unknown =>
      prop === 'transaction' ? transaction : Reflect.get(target, prop, receiver),
  });
  return { db: gated, open, reached };
};

/** The name of the test's database (a database of its own per test file). */
export const currentDatabase = async (db: Db): Promise<string> => {
  const [row] = await db
    .select({ name: sql<string>`current_database()` })
    .from(users)
    .limit(1);
  return row?.name ?? '';
};
