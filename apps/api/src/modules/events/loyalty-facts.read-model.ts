import { and, asc, eq, inArray, isNotNull, isNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, reports } from '../../db/schema/index';

/**
 * The events module's reads for loyalty (given by the wiring root, services.ts): an assistant's
 * validated reports (the minutes worked and when staff validated them), and the first validated
 * report of each of some assistants (her referees' first mission).
 */
/** A report that counts: validated (with its date), of an intervention not deleted. */
const counted = () =>
  and(isNull(events.deletedAt), eq(reports.status, 'VALIDATED'), isNotNull(reports.validatedAt));

export const validatedReportsOf = async (
  h: Db,
  assistantId: string,
): Promise<{ eventId: string; minutes: number; validatedAt: Date }[]> => {
  const rows = await h
    .select({ eventId: events.id, minutes: reports.realDuration, validatedAt: reports.validatedAt })
    .from(reports)
    .innerJoin(events, eq(events.id, reports.eventId))
    .where(and(eq(events.assistantId, assistantId), counted()))
    .orderBy(asc(reports.validatedAt));
  return rows.flatMap((r) =>
    r.validatedAt ? [{ eventId: r.eventId, minutes: r.minutes, validatedAt: r.validatedAt }] : [],
  );
};

/** When each of `assistantIds` had her first report validated (absent: none yet). */
export const firstValidatedReportsOf = async (
  h: Db,
  assistantIds: readonly string[],
): Promise<Map<string, Date>> => {
  if (assistantIds.length === 0) return new Map();
  const rows = await h
    .select({ assistantId: events.assistantId, first: min(reports.validatedAt) })
    .from(reports)
    .innerJoin(events, eq(events.id, reports.eventId))
    .where(and(inArray(events.assistantId, [...assistantIds]), counted()))
    .groupBy(events.assistantId);
  return new Map(rows.flatMap((r) => (r.first ? [[r.assistantId, r.first] as const] : [])));
};
