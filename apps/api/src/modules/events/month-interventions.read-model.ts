import { and, asc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, boundedStoredReport } from '@relais/domain';
import type { Db } from '../../db/client';
import { clients, events, reports } from '../../db/schema/index';

/** The assistant's live interventions starting in [from, to). */
const liveBetween = (assistantId: string, from: Date, to: Date): SQL | undefined =>
  and(
    eq(events.assistantId, assistantId),
    isNull(events.deletedAt),
    gte(events.startAt, from),
    lt(events.startAt, to),
  );

/**
 * The events module's read of a month, shared by the invoices repository (pro-forma, readiness,
 * inside its transaction) and the events reader (dashboard figures): the assistant's live
 * interventions starting in [from, to), oldest first, client and report joined. A report's numbers
 * are read held to their bounds, so no stored value can make a price or a total fail.
 */
export const monthInterventions = async (h: Db, assistantId: string, from: Date, to: Date) => {
  const rows = await h
    .select({
      id: events.id,
      clientName: clients.name,
      label: events.label,
      remote: events.remote,
      startAt: events.startAt,
      durationMinutes: events.durationMinutes,
      status: events.status,
      reportStatus: reports.status,
      reportSubmittedAt: reports.submittedAt,
      reportRealDuration: reports.realDuration,
      content: reports.content,
    })
    .from(events)
    .innerJoin(clients, eq(clients.id, events.clientId))
    .leftJoin(reports, eq(reports.eventId, events.id))
    .where(liveBetween(assistantId, from, to))
    .orderBy(asc(events.startAt), asc(events.createdAt));
  return rows.map((r) => ({ ...r, content: r.content ? boundedStoredReport(r.content) : null }));
};

/** One intervention of a month with what the statement and the month's figures need. */
export type MonthIntervention = Awaited<ReturnType<typeof monthInterventions>>[number];

/** A month's count of live interventions: closed ones and the others. */
export type MonthCount = { month: string; closed: number; open: number };

/**
 * The months to invoice' summary: per business month (`YYYY-MM` in Europe/Paris) of [from, to), the
 * assistant's live interventions counted, closed and not; a dozen rows read off the (assistant,
 * start) index, however many interventions and reports the months hold.
 */
export const monthCounts = async (
  h: Db,
  assistantId: string,
  from: Date,
  to: Date,
): Promise<MonthCount[]> => {
  // the zone written in the statement (a constant): as a parameter, the select's expression and the
  // group's would be two different ones to PostgreSQL
  const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
  const month = sql<string>`to_char(${events.startAt} at time zone ${zone}, 'YYYY-MM')`;
  return h
    .select({
      month,
      closed: sql<number>`count(*) filter (where ${events.status} = 'CLOSED')`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${events.status} <> 'CLOSED')`.mapWith(Number),
    })
    .from(events)
    .where(liveBetween(assistantId, from, to))
    .groupBy(month);
};
