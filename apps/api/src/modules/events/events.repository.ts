import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { EventStatus, PremiumState, ReportStatus } from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryWriterOn } from '../../lib/history-writer';
import { clients, events, reports } from '../../db/schema/index';
import { monthInterventions, type MonthIntervention } from './month-interventions.read-model';
import { reportQueries, type ReportFilesReads } from './reports.repository';

export type { MonthIntervention };

/** A new intervention as written (its effective status is derived on read). */
export type NewEvent = EventFields & {
  id: string;
  assistantId: string;
  remote: boolean;
  status: EventStatus;
  estimateId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The columns an event is shown with: its row, its client's name and colour, its report's answer. */
const shownColumns = {
  id: events.id,
  assistantId: events.assistantId,
  clientId: events.clientId,
  remote: events.remote,
  label: events.label,
  comment: events.comment,
  startAt: events.startAt,
  durationMinutes: events.durationMinutes,
  status: events.status,
  premiumState: events.premiumState,
  estimateId: events.estimateId,
  deletedAt: events.deletedAt,
  clientName: clients.name,
  clientColor: clients.color,
  premiumEnabled: clients.premiumEnabled,
  reportStatus: reports.status,
  rejectionReason: reports.rejectionReason,
};

/** An intervention as the services see it: its fields, its client's name and colour, its report's answer. */
export type ShownEvent = {
  id: string;
  assistantId: string;
  clientId: string;
  remote: boolean;
  label: string;
  comment: string | null;
  startAt: Date;
  durationMinutes: number;
  status: EventStatus;
  premiumState: PremiumState;
  estimateId: string | null;
  deletedAt: Date | null;
  clientName: string;
  clientColor: string;
  premiumEnabled: boolean;
  reportStatus: ReportStatus | null;
  rejectionReason: string | null;
};

export type EventFields = {
  clientId: string;
  label: string;
  comment: string | null;
  startAt: Date;
  durationMinutes: number;
};

const eventQueries = (h: Db) => {
  const shown = () =>
    h
      .select(shownColumns)
      .from(events)
      .innerJoin(clients, eq(clients.id, events.clientId))
      .leftJoin(reports, eq(reports.eventId, events.id));

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

/** What the events repository is given by the wiring root: the history writer, the files' read model. */
export type EventsReads = ReportFilesReads & { history: HistoryWriterOn<Db> };

const bound = (h: Db, reads: EventsReads) => ({
  ...eventQueries(h),
  ...reportQueries(h, reads),
  /** History lines written on the same handle (in a transaction: they commit with the change). */
  history: reads.history(h),
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
  db
    .select(shownColumns)
    .from(events)
    .innerJoin(clients, eq(clients.id, events.clientId))
    .leftJoin(reports, eq(reports.eventId, events.id))
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
