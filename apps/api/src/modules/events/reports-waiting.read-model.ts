import { and, eq, gte, inArray, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';

/*
 * The events module's read for the console's directory (issue 29): the reports an assistant still
 * owes for a month, as the readiness view counts them (`invoicingBlockers`): her live interventions
 * starting in [from, to), scheduled or done (a report to write) or terminated (awaiting validation).
 */
const TO_WRITE = ['SCHEDULED', 'DONE'] as const;
const AWAITING = ['TERMINATED'] as const;

const inMonth = (from: Date, to: Date) =>
  and(isNull(events.deletedAt), gte(events.startAt, from), lt(events.startAt, to));

/** Whether the assistant named by `assistantId` (an outer query's column) owes a report for the month. */
export const reportsWaitingExists = (assistantId: SQLWrapper, from: Date, to: Date): SQL =>
  sql`EXISTS (SELECT 1 FROM ${events} WHERE ${and(
    eq(events.assistantId, assistantId),
    inMonth(from, to),
    inArray(events.status, [...TO_WRITE, ...AWAITING]),
  )})`;

/** The counts for the assistants named (one grouped query; absent = none). */
export const reportsWaitingOf = async (
  h: Db,
  assistantIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, { toWrite: number; awaiting: number }>> => {
  if (assistantIds.length === 0) return new Map();
  const rows = await h
    .select({
      assistantId: events.assistantId,
      toWrite: sql<number>`count(*) FILTER (WHERE ${inArray(events.status, [...TO_WRITE])})`.mapWith(Number),
      awaiting: sql<number>`count(*) FILTER (WHERE ${inArray(events.status, [...AWAITING])})`.mapWith(Number),
    })
    .from(events)
    .where(and(inArray(events.assistantId, [...assistantIds]), inMonth(from, to)))
    .groupBy(events.assistantId);
  return new Map(rows.map((r) => [r.assistantId, { toWrite: r.toWrite, awaiting: r.awaiting }]));
};
