import { eq } from 'drizzle-orm';
import type { ReportStatus } from '@relais/domain';
import type { Db } from '../../db/client';
import { events, reports } from '../../db/schema/index';

/**
 * The events module's read of what the files module checks before attaching or deleting a file
 * (given to the files repository by the wiring root, services.ts): the event's owner and deletion,
 * and its submitted report's status.
 */
export const eventOwnership = async (
  h: Db,
  eventId: string,
): Promise<{ assistantId: string; deletedAt: Date | null } | undefined> => {
  const [row] = await h
    .select({ assistantId: events.assistantId, deletedAt: events.deletedAt })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
};

/** The status of the event's submitted report, or null when none was submitted. */
export const reportStatusOf = async (h: Db, eventId: string): Promise<ReportStatus | null> => {
  const [row] = await h.select({ status: reports.status }).from(reports).where(eq(reports.eventId, eventId));
  return row?.status ?? null;
};
