import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { ReportBody } from '@relais/domain';
import type { Db } from '../../db/client';
import { events, files, reports, taskGroups, tasks, type FileRow } from '../../db/schema/index';

export type { FileRow };

export type ReportRow = typeof reports.$inferSelect;
export type TaskRef = { id: string; premium: boolean };

export const reportQueries = (h: Db) => ({
  findReport: async (eventId: string): Promise<ReportRow | null> => {
    const [row] = await h.select().from(reports).where(eq(reports.eventId, eventId));
    return row ?? null;
  },

  /** The tasks of the reference list among `ids` (unknown ids are simply absent). */
  tasksByIds: async (ids: string[]): Promise<TaskRef[]> =>
    ids.length === 0
      ? []
      : h.select({ id: tasks.id, premium: tasks.premium }).from(tasks).where(inArray(tasks.id, ids)),

  /** The submitted reports of the assistant's live interventions with a client (any status). */
  clientReports: async (assistantId: string, clientId: string) =>
    h
      .select({ content: reports.content, submittedAt: reports.submittedAt })
      .from(reports)
      .innerJoin(events, eq(events.id, reports.eventId))
      .where(
        and(
          eq(events.assistantId, assistantId),
          eq(events.clientId, clientId),
          isNull(events.deletedAt),
          isNotNull(reports.content),
        ),
      ),

  /** The group of each task among `ids`, with the group's place in the reference list. */
  taskGroupsOf: async (ids: string[]) =>
    ids.length === 0
      ? []
      : h
          .select({ id: tasks.id, taskGroupId: tasks.taskGroupId, position: taskGroups.position })
          .from(tasks)
          .innerJoin(taskGroups, eq(taskGroups.id, tasks.taskGroupId))
          .where(inArray(tasks.id, ids)),

  /** Files among `ids`, whoever owns them, live or not (the service decides). */
  filesByIds: async (ids: string[]): Promise<FileRow[]> =>
    ids.length === 0 ? [] : h.select().from(files).where(inArray(files.id, ids)),

  /** The live files attached to an event, in expense order. */
  eventFiles: async (eventId: string): Promise<FileRow[]> =>
    h
      .select()
      .from(files)
      .where(and(eq(files.eventId, eventId), isNull(files.deletedAt)))
      .orderBy(asc(files.expenseOrder), asc(files.createdAt)),

  attachFiles: async (ids: string[], eventId: string, now: Date): Promise<void> => {
    if (ids.length === 0) return;
    await h.update(files).set({ eventId, updatedAt: now }).where(inArray(files.id, ids));
  },

  /** Writes the submission over any earlier (rejected) one: PENDING, review fields cleared. */
  submitReport: async (
    eventId: string,
    content: ReportBody,
    realDuration: number,
    now: Date,
  ): Promise<ReportRow> => {
    const fields = {
      content,
      realDuration,
      status: 'PENDING' as const,
      submittedAt: now,
      rejectionReason: null,
      validatedAt: null,
      reviewedBy: null,
      updatedAt: now,
    };
    const [row] = await h
      .insert(reports)
      .values({ id: randomUUID(), eventId, createdAt: now, ...fields })
      .onConflictDoUpdate({ target: reports.eventId, set: fields })
      .returning();
    if (!row) throw new Error('report upsert returned nothing');
    return row;
  },

  reviewReport: async (
    eventId: string,
    review:
      | { status: 'VALIDATED'; reviewedBy: string }
      | { status: 'REJECTED'; reviewedBy: string; reason: string },
    now: Date,
  ): Promise<ReportRow> => {
    const [row] = await h
      .update(reports)
      .set({
        status: review.status,
        reviewedBy: review.reviewedBy,
        validatedAt: review.status === 'VALIDATED' ? now : null,
        rejectionReason: review.status === 'REJECTED' ? review.reason : null,
        updatedAt: now,
      })
      .where(eq(reports.eventId, eventId))
      .returning();
    if (!row) throw new Error('report review returned nothing');
    return row;
  },
});
