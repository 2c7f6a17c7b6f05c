import { and, asc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { boundedStoredReport } from '@relais/domain';
import type { Db } from '../../db/client';
import { clients, events, reports } from '../../db/schema/index';
import type { MonthIntervention } from './month-interventions.read-model';

/** One assistant's month: her interventions starting in [from, to). */
export type MonthRange = { assistantId: string; from: Date; to: Date };

/** Each range's interventions, and the hourly price of every rate their reports name (by rate id). */
export type MonthsInterventions = { months: MonthIntervention[][]; hourlyCents: Map<string, number> };

/**
 * The events module's read of many assistants' months in one query (the console's invoices queue:
 * a page's pro-formas), as `monthInterventions` reads one: live interventions, client and report
 * joined, oldest first, a report's numbers held to their bounds. One list per range, in the ranges' order.
 */
export const monthsInterventions = async (
  h: Db,
  ranges: readonly MonthRange[],
  hourlyCentsSql: (rateId: SQL) => SQL<number | null>,
): Promise<MonthsInterventions> => {
  const answer = ranges.map((): MonthIntervention[] => []);
  const hourlyCents = new Map<string, number>();
  if (ranges.length === 0) return { months: answer, hourlyCents };
  const standardRateId = sql<string | null>`${reports.content}->>'assistantStandardRateId'`;
  const premiumRateId = sql<string | null>`${reports.content}->>'assistantPremiumRateId'`;
  const rows = await h
    .select({
      assistantId: events.assistantId,
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
      standardRateId,
      standardCents: hourlyCentsSql(standardRateId),
      premiumRateId,
      premiumCents: hourlyCentsSql(premiumRateId),
    })
    .from(events)
    .innerJoin(clients, eq(clients.id, events.clientId))
    .leftJoin(reports, eq(reports.eventId, events.id))
    .where(
      and(
        isNull(events.deletedAt),
        // the ranges as arrays (one statement's text whatever the page: planned in a fraction of the
        // 25 ORed ranges' 1.8 ms), the index bounded by their assistants and their span
        sql`${events.assistantId} = ANY(${sql.param(ranges.map((r) => r.assistantId))}::text[])`,
        gte(events.startAt, new Date(Math.min(...ranges.map((r) => r.from.getTime())))),
        lt(events.startAt, new Date(Math.max(...ranges.map((r) => r.to.getTime())))),
        sql`EXISTS (SELECT 1 FROM unnest(${sql.param(ranges.map((r) => r.assistantId))}::text[], ${sql.param(
          ranges.map((r) => r.from.toISOString()),
        )}::timestamptz[], ${sql.param(ranges.map((r) => r.to.toISOString()))}::timestamptz[]) AS r(assistant_id, from_at, to_at)
          WHERE r.assistant_id = ${events.assistantId} AND ${events.startAt} >= r.from_at AND ${events.startAt} < r.to_at)`,
      ),
    )
    .orderBy(asc(events.startAt), asc(events.createdAt));
  for (const {
    assistantId,
    standardRateId: s,
    standardCents,
    premiumRateId: p,
    premiumCents,
    ...row
  } of rows) {
    if (s && standardCents !== null) hourlyCents.set(s, standardCents);
    if (p && premiumCents !== null) hourlyCents.set(p, premiumCents);
    const item = { ...row, content: row.content ? boundedStoredReport(row.content) : null };
    ranges.forEach((r, i) => {
      if (r.assistantId === assistantId && row.startAt >= r.from && row.startAt < r.to) answer[i]?.push(item);
    });
  }
  return { months: answer, hourlyCents };
};
