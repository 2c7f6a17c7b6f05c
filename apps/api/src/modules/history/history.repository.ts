import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { historyLineSearchKey, type LogEntry } from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryWriterOn } from '../../lib/history-writer';
import { currentActorId } from '../../lib/request-actor';
import { history, type HistoryRow } from '../../db/schema/index';
import { boundedCount, withTotal } from '../../db/paging';

export const historyWriterOn: HistoryWriterOn<Db> =
  (handle) =>
  async (...entries) => {
    if (entries.length === 0) return;
    // a support session's change is marked with the staff member acting (shown as made by support)
    const actorId = currentActorId();
    await handle.insert(history).values(
      entries.map((e) => ({
        actorId,
        id: randomUUID(),
        assistantId: e.assistantId,
        at: e.at,
        objectType: e.objectType,
        eventType: e.eventType,
        objectId: e.objectId ?? null,
        label: e.label,
        details: e.details ?? null,
        searchKey: historyLineSearchKey(e.label, e.details),
      })),
    );
  };

const toEntry = (r: HistoryRow): LogEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  objectType: r.objectType,
  eventType: r.eventType,
  objectId: r.objectId,
  label: r.label,
  details: r.details ?? null,
  ...(r.actorId ? { bySupport: true } : {}),
});

/** `text` as a LIKE pattern matching itself literally (escape character: backslash). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const createHistoryRepository = (db: Db) => {
  const where = (assistantId: string, searchKey: string | null): SQL | undefined =>
    and(
      eq(history.assistantId, assistantId),
      searchKey ? sql`${history.searchKey} ILIKE ${`%${likeLiteral(searchKey)}%`} ESCAPE '\\'` : undefined,
    );

  return {
    /** One page of the assistant's lines (sorted by time, then id for a stable order) and the total (bounded). */
    page: async (q: {
      assistantId: string;
      searchKey: string | null;
      sort: 'asc' | 'desc';
      limit: number;
      offset: number;
    }): Promise<{ entries: LogEntry[]; total: number }> => {
      const order =
        q.sort === 'asc' ? [asc(history.at), asc(history.id)] : [desc(history.at), desc(history.id)];
      const w = where(q.assistantId, q.searchKey);
      const total = boundedCount(db, history, w, q);
      const found = await db
        .select({ ...getTableColumns(history), boundedTotal: total.as('bounded_total') })
        .from(history)
        .where(w)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.offset);
      const page = await withTotal(db, found, history, total);
      return { entries: page.rows.map(toEntry), total: page.total };
    },
  };
};

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
