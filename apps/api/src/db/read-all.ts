/**
 * Runs independent reads at once (`parallel`: on the pool, each takes a connection of its own), or
 * one after the other on a transaction's handle: a transaction holds ONE connection, and queries sent
 * on it at once only queue there (which pg 9 refuses: "client is already executing a query").
 */
export const readAll = async <T extends readonly unknown[]>(
  parallel: boolean,
  reads: { readonly [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> => {
  if (parallel) return (await Promise.all(reads.map((r) => r()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
};
