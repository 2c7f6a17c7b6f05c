import { and, eq, gte, inArray, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * The reports the assistant named by `assistantId` (an outer query's column) still owes for the month,
 * as correlated counts read beside a page's rows: to write, and awaiting validation.
 */
export const reportsWaitingCounts = (assistantId: SQLWrapper, from: Date, to: Date) => {
  const count = (statuses: readonly ((typeof TO_WRITE)[number] | (typeof AWAITING)[number])[]) =>
    sql<number>`(SELECT count(*) FROM ${events} WHERE ${and(
      eq(events.assistantId, assistantId),
      inMonth(from, to),
      inArray(events.status, [...statuses]),
    )})`.mapWith(Number);
  return { toWrite: count(TO_WRITE), awaiting: count(AWAITING) };
};
