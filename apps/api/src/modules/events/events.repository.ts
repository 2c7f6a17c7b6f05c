import { and, asc, count, desc, eq, getTableColumns, gt, gte, isNull, lt, min, sql } from 'drizzle-orm';
import type { EventStatus, PremiumState, VisitText } from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryWriterOn } from '../../lib/history-writer';
import type { NotificationWriterOn } from '../../lib/notification-writer';
import { clients, events, reports } from '../../db/schema/index';
import { monthInterventions, type MonthIntervention } from './month-interventions.read-model';
import { reportQueries, type ReportFilesReads } from './reports.repository';

export type { MonthIntervention };

/** An intervention's row as stored, every column: a new one is written whole (`newEvent`). */
export type NewEvent = typeof events.$inferSelect;

/** What an edit writes (the kind, status and quote never change through it). */
export type EventFields = Pick<NewEvent, 'clientId' | 'label' | 'startAt' | 'durationMinutes' | VisitText>;

/** The columns an event is shown with: its row, its client's name and colour, its report's answer. */
const shownColumns = {
  ...getTableColumns(events),
  clientName: clients.name,
  clientColor: clients.color,
  premiumEnabled: clients.premiumEnabled,
  reportStatus: reports.status,
  rejectionReason: reports.rejectionReason,
};

const shownQuery = (h: Db) =>
  h
    .select(shownColumns)
    .from(events)
    .innerJoin(clients, eq(clients.id, events.clientId))
    .leftJoin(reports, eq(reports.eventId, events.id));

/** An intervention as the services see it: its row, its client's name and colour, its report's answer. */
export type ShownEvent = Awaited<ReturnType<typeof shownQuery>>[number];

const eventQueries = (h: Db) => {
  const shown = () => shownQuery(h);

  return {
    /** The assistant's first live intervention starting after `now` (home's "next intervention"). */
    nextShown: async (assistantId: string, now: Date): Promise<ShownEvent | null> => {
      const [row] = await shown()
        .where(and(eq(events.assistantId, assistantId), isNull(events.deletedAt), gt(events.startAt, now)))
        .orderBy(asc(events.startAt), asc(events.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The assistant's live interventions starting in [from, to), with their report (read model). */
    monthInterventions: async (assistantId: string, from: Date, to: Date): Promise<MonthIntervention[]> =>
      monthInterventions(h, assistantId, from, to),

    /** An event by id, whoever it belongs to, deleted or not. */
    findShown: async (eventId: string): Promise<ShownEvent | null> => {
      const [row] = await shown().where(eq(events.id, eventId));
      return row ?? null;
    },

    /** Serialises writes to one event (report submission, review, edit) inside a transaction. */
    lockEvent: async (eventId: string): Promise<void> => {
      await h.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    },

    insertEvents: async (rows: NewEvent[]): Promise<string[]> => {
      if (rows.length === 0) return [];
      const inserted = await h.insert(events).values(rows).returning({ id: events.id });
      return inserted.map((r) => r.id);
    },

    updateEvent: async (eventId: string, fields: EventFields, now: Date): Promise<void> => {
      await h
        .update(events)
        .set({ ...fields, updatedAt: now })
        .where(eq(events.id, eventId));
    },

    setStatus: async (eventId: string, status: EventStatus, now: Date): Promise<void> => {
      await h.update(events).set({ status, updatedAt: now }).where(eq(events.id, eventId));
    },

    /**
     * The premium requests no client answered yet (live interventions), counted, with the oldest's
     * time (the request's: an event's last change, which a WAITING state is set by).
     */
    waitingPremium: async (): Promise<{ total: number; oldestAt: Date | null }> => {
      const [row] = await h
        .select({ total: count(), oldestAt: min(events.updatedAt) })
        .from(events)
        .where(and(eq(events.premiumState, 'WAITING'), isNull(events.deletedAt)));
      return { total: Number(row?.total ?? 0), oldestAt: row?.oldestAt ?? null };
    },

    setPremium: async (eventId: string, premiumState: PremiumState, now: Date): Promise<void> => {
      await h.update(events).set({ premiumState, updatedAt: now }).where(eq(events.id, eventId));
    },

    softDelete: async (eventId: string, reason: string | null, now: Date): Promise<void> => {
      await h
        .update(events)
        .set({ deletedAt: now, deletionReason: reason, updatedAt: now })
        .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
    },
  };
};

/**
 * What the events repository is given by the wiring root: the history and notification writers, the
 * files' read model.
 */
export type EventsReads = ReportFilesReads & {
  history: HistoryWriterOn<Db>;
  notify: NotificationWriterOn<Db>;
};

const bound = (h: Db, reads: EventsReads) => ({
  ...eventQueries(h),
  ...reportQueries(h, reads),
  /** History lines written on the same handle (in a transaction: they commit with the change). */
  history: reads.history(h),
  /** The assistant's notification of a decision, on the same handle (it commits with the decision). */
  notify: reads.notify(h),
});
export type EventsTx = ReturnType<typeof bound>;

/** Open bounds of the listing when start or end is not given. */
const EARLIEST = new Date('1970-01-01T00:00:00Z');
const LATEST = new Date('9999-12-31T00:00:00Z');

/**
 * The planning's read, prepared once per sort order (the app's hottest call: no query building or
 * planning per request): the assistant's live events starting in [from, to), client and report joined.
 */
const prepareList = (db: Db, sort: 'asc' | 'desc') =>
  shownQuery(db)
    .where(
      and(
        eq(events.assistantId, sql.placeholder('assistantId')),
        isNull(events.deletedAt),
        gte(events.startAt, sql.placeholder('from')),
        lt(events.startAt, sql.placeholder('to')),
      ),
    )
    .orderBy(sort === 'desc' ? desc(events.startAt) : asc(events.startAt), asc(events.createdAt))
    .prepare(`events_list_${sort}`);

export const createEventsRepository = (db: Db, reads: EventsReads) => {
  const lists = { asc: prepareList(db, 'asc'), desc: prepareList(db, 'desc') };
  return {
    ...bound(db, reads),

    listShown: async (
      assistantId: string,
      range: { from: Date | null; to: Date | null },
      sort: 'asc' | 'desc',
    ): Promise<ShownEvent[]> =>
      lists[sort].execute({ assistantId, from: range.from ?? EARLIEST, to: range.to ?? LATEST }),

    /** Runs `fn` in one transaction with the same repository bound to it (never use `db` inside). */
    transaction: async <T>(fn: (tx: EventsTx) => Promise<T>): Promise<T> =>
      db.transaction(async (tx) => fn(bound(tx, reads))),
  };
};

export type EventsRepository = ReturnType<typeof createEventsRepository>;
