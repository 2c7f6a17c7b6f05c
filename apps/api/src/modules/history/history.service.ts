import { randomUUID } from 'node:crypto';
import {
  historySearchKey,
  type HistoryDetails,
  type HistoryEventType,
  type HistoryObjectType,
  type LogEntry,
  type LogPage,
} from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryRow } from '../../db/schema/index';
import { createHistoryRepository, type HistoryRepository } from './history.repository';

export type HistoryEntry = {
  assistantId: string;
  at: Date;
  objectType: HistoryObjectType;
  eventType: HistoryEventType;
  objectId?: string | null;
  /** What the line is about in the user's words (an intervention's or absence's label, a file name...). */
  label: string;
  /** The facts the app writes the sentence from (see `HistoryDetails`). */
  details?: HistoryDetails | null;
};

/** The details' words a search may name (the client, the invoice number, the month). */
const searchWords = (d: HistoryDetails | null | undefined): string[] => {
  if (d?.kind === 'INTERVENTION') return [d.clientName];
  if (d?.kind === 'INVOICE') return [d.invoiceNumber, d.month];
  return [];
};

const toRow = (e: HistoryEntry) => ({
  id: randomUUID(),
  assistantId: e.assistantId,
  at: e.at,
  objectType: e.objectType,
  eventType: e.eventType,
  objectId: e.objectId ?? null,
  label: e.label,
  details: e.details ?? null,
  searchKey: historySearchKey([e.label, ...searchWords(e.details)].join(' ')),
});

/**
 * Writes history lines: what other modules call after a change (inside their transaction when they
 * pass its handle, so the line and the change commit together).
 */
export const recordHistory = async (db: Db, ...entries: HistoryEntry[]): Promise<void> =>
  createHistoryRepository(db).insert(entries.map(toRow));

const toEntry = (r: HistoryRow): LogEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  objectType: r.objectType,
  eventType: r.eventType,
  objectId: r.objectId,
  label: r.label,
  details: r.details ?? null,
});

export const createHistoryService = (deps: { repo: HistoryRepository }) => ({
  /** GET /assistants/{id}/logs: page from 0; a page past the end is empty with the right totals. */
  logs: async (
    assistantId: string,
    q: { page: number; size: number; search?: string | undefined; sort: 'asc' | 'desc' },
  ): Promise<LogPage> => {
    const search = q.search ? historySearchKey(q.search) : '';
    const { rows, total } = await deps.repo.page({
      assistantId,
      searchKey: search === '' ? null : search,
      sort: q.sort,
      limit: q.size,
      offset: q.page * q.size,
    });
    return {
      content: rows.map(toEntry),
      page: q.page,
      size: q.size,
      totalElements: total,
      totalPages: Math.ceil(total / q.size),
    };
  },
});

export type HistoryService = ReturnType<typeof createHistoryService>;
