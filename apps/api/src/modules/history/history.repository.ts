import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { history, type HistoryRow } from '../../db/schema/index';

export type HistoryInsert = typeof history.$inferInsert;

/** `text` as a LIKE pattern matching itself literally (escape character: backslash). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const createHistoryRepository = (db: Db) => {
  const where = (assistantId: string, searchKey: string | null): SQL | undefined =>
    and(
      eq(history.assistantId, assistantId),
      searchKey ? sql`${history.searchKey} ILIKE ${`%${likeLiteral(searchKey)}%`} ESCAPE '\\'` : undefined,
    );

  return {
    insert: async (rows: HistoryInsert[]): Promise<void> => {
      if (rows.length > 0) await db.insert(history).values(rows);
    },

    /** One page of the assistant's lines (sorted by time, then id for a stable order) and the total. */
    page: async (q: {
      assistantId: string;
      searchKey: string | null;
      sort: 'asc' | 'desc';
      limit: number;
      offset: number;
    }): Promise<{ rows: HistoryRow[]; total: number }> => {
      const order =
        q.sort === 'asc' ? [asc(history.at), asc(history.id)] : [desc(history.at), desc(history.id)];
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(history)
          .where(where(q.assistantId, q.searchKey))
          .orderBy(...order)
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(history).where(where(q.assistantId, q.searchKey)),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },
  };
};

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
