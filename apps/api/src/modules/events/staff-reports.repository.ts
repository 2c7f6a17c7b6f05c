import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  min,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { boundedStoredReport, type PremiumState, type ReportBody } from '@relais/domain';
import type { Db } from '../../db/client';
import { countOver, minOver, summed } from '../../db/paging';
import { clients, events, reports, tasks } from '../../db/schema/index';

/** What the queue reads of the users module: names by id (its read model, given by services.ts). */
export type StaffReportsReads = {
  userNamesOf: (h: Db, ids: readonly string[]) => Promise<Map<string, string>>;
  /** A user's shown name as a SQL expression (users' read model). */
  userNameSql: (id: AnyColumn) => SQL<string>;
  /** A rate's hourly price as a SQL expression (clients' read model). */
  hourlyCentsSql: (rateId: SQL) => SQL<number | null>;
  /** The km price as a SQL expression (reference's read model). */
  kmRateCentsSql: (h: Db) => SQL<number>;
};

/** The queue's filters, as instants (the service turns a month and an age into them). */
export type WaitingFilter = {
  clientId?: string;
  assistantId?: string;
  startFrom?: Date;
  startTo?: Date;
  submittedBy?: Date;
};

export type WaitingReport = {
  eventId: string;
  assistantId: string;
  clientId: string;
  clientName: string;
  label: string;
  startAt: Date;
  remote: boolean;
  submittedAt: Date;
  premiumState: PremiumState;
  content: ReportBody | null;
  assistantName: string;
  /** The prices the report names, as the pro-forma counts them. */
  standardHourlyCents: number | null;
  premiumHourlyCents: number | null;
  kmCents: number;
};

/** Waiting for a decision: a live intervention whose report is submitted and not decided (PENDING). */
/**
 * Waiting reports of live interventions (and of those the filter names: client, assistant, dates),
 * read on the reports alone: with no intervention filter an anti-join on the deleted ones (few, on
 * their partial index), so no probe into the interventions per waiting report.
 */
const waiting = (f: WaitingFilter): SQL | undefined => {
  const named = and(
    f.clientId ? eq(events.clientId, f.clientId) : undefined,
    f.assistantId ? eq(events.assistantId, f.assistantId) : undefined,
    f.startFrom ? gte(events.startAt, f.startFrom) : undefined,
    f.startTo ? lt(events.startAt, f.startTo) : undefined,
  );
  const itsEvent = sql`${events.id} = ${reports.eventId}`;
  return and(
    eq(reports.status, 'PENDING'),
    named
      ? sql`EXISTS (SELECT 1 FROM ${events} WHERE ${itsEvent} AND ${events.deletedAt} IS NULL AND ${named})`
      : sql`NOT EXISTS (SELECT 1 FROM ${events} WHERE ${itsEvent} AND ${events.deletedAt} IS NOT NULL)`,
    f.submittedBy ? lte(reports.submittedAt, f.submittedBy) : undefined,
  );
};

export const createStaffReportsRepository = (db: Db, reads: StaffReportsReads) => ({
  /**
   * One page, oldest submitted first, with the filtered total and oldest submission, in one
   * statement: the window count runs over the narrow filtered set (never over the reports' content),
   * then the page's rows get their content, names and prices.
   */
  page: async (
    f: WaitingFilter,
    page: number,
    size: number,
  ): Promise<{ rows: WaitingReport[]; total: number; oldestAt: Date | null }> => {
    const paged = db
      .select({
        eventId: reports.eventId,
        submittedAt: reports.submittedAt,
        totalOver: countOver(),
        oldestAt: minOver(reports.submittedAt),
      })
      .from(reports)
      .where(waiting(f))
      .orderBy(asc(reports.submittedAt), asc(reports.eventId))
      .limit(size)
      .offset(page * size)
      .as('paged');
    const found = await db
      .select({
        eventId: events.id,
        assistantId: events.assistantId,
        assistantName: reads.userNameSql(events.assistantId),
        clientId: events.clientId,
        clientName: clients.name,
        label: events.label,
        startAt: events.startAt,
        remote: events.remote,
        submittedAt: paged.submittedAt,
        premiumState: events.premiumState,
        content: reports.content,
        standardHourlyCents: reads.hourlyCentsSql(sql`${reports.content}->>'assistantStandardRateId'`),
        premiumHourlyCents: reads.hourlyCentsSql(sql`${reports.content}->>'assistantPremiumRateId'`),
        kmCents: reads.kmRateCentsSql(db),
        totalOver: paged.totalOver,
        oldestAt: paged.oldestAt,
      })
      .from(paged)
      .innerJoin(events, eq(events.id, paged.eventId))
      .innerJoin(reports, eq(reports.eventId, paged.eventId))
      .innerJoin(clients, eq(clients.id, events.clientId))
      .orderBy(asc(paged.submittedAt), asc(paged.eventId));
    const { rows, summary } = await summed(
      found,
      (r) => ({ total: r.totalOver, oldestAt: r.oldestAt }),
      async () => {
        const [sum] = await db
          .select({ total: count(), oldestAt: min(reports.submittedAt) })
          .from(reports)
          .where(waiting(f));
        return { total: sum?.total ?? 0, oldestAt: sum?.oldestAt ?? null };
      },
    );
    return {
      rows: rows.map(({ oldestAt: _o, ...r }) => ({
        ...r,
        submittedAt: r.submittedAt ?? new Date(0),
        content: r.content ? boundedStoredReport(r.content) : null,
      })),
      ...summary,
    };
  },

  /** The assistants and clients that have reports waiting. */
  choices: async (): Promise<{ assistantIds: string[]; clients: { id: string; name: string }[] }> => {
    const rows = await db
      .selectDistinct({ assistantId: events.assistantId, clientId: clients.id, clientName: clients.name })
      .from(reports)
      .innerJoin(events, eq(events.id, reports.eventId))
      .innerJoin(clients, eq(clients.id, events.clientId))
      .where(waiting({}));
    const byClient = new Map(rows.map((r) => [r.clientId, r.clientName]));
    return {
      assistantIds: [...new Set(rows.map((r) => r.assistantId))],
      clients: [...byClient].map(([id, name]) => ({ id, name })),
    };
  },

  /** Premium requests without an answer (live interventions), oldest asked first. */
  premiumPage: async (page: number, size: number) => {
    const pending = and(eq(events.premiumState, 'WAITING'), isNull(events.deletedAt));
    const found = await db
      .select({
        eventId: events.id,
        assistantId: events.assistantId,
        clientId: events.clientId,
        clientName: clients.name,
        label: events.label,
        startAt: events.startAt,
        remote: events.remote,
        requestedAt: events.updatedAt,
        totalOver: countOver(),
        oldestAt: minOver(events.updatedAt),
      })
      .from(events)
      .innerJoin(clients, eq(clients.id, events.clientId))
      .where(pending)
      .orderBy(asc(events.updatedAt), asc(events.id))
      .limit(size)
      .offset(page * size);
    const { rows, summary } = await summed(
      found,
      (r) => ({ total: r.totalOver, oldestAt: r.oldestAt }),
      async () => {
        const [sum] = await db
          .select({ total: count(), oldestAt: min(events.updatedAt) })
          .from(events)
          .where(pending);
        return { total: sum?.total ?? 0, oldestAt: sum?.oldestAt ?? null };
      },
    );
    return { rows: rows.map(({ oldestAt: _o, ...r }) => r), ...summary };
  },

  names: async (ids: readonly string[]): Promise<Map<string, string>> => reads.userNamesOf(db, ids),

  /** The reference tasks among `ids`, with their labels in both languages. */
  taskLabels: async (ids: readonly string[]) =>
    ids.length === 0
      ? []
      : db
          .select({ id: tasks.id, label: tasks.label, labelEn: tasks.labelEn })
          .from(tasks)
          .where(inArray(tasks.id, [...new Set(ids)])),
});

export type StaffReportsRepository = ReturnType<typeof createStaffReportsRepository>;
