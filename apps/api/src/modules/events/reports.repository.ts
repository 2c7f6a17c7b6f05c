import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { boundedStoredReport, type ReportBody, type ReportStatus, type StoredFileInfo } from '@relais/domain';
import type { Db } from '../../db/client';
import { events, reports, taskGroups, tasks } from '../../db/schema/index';

/** A report as stored: what GET .../report shows once its files are added (null content: never sent). */
export type ReportRecord = {
  eventId: string;
  content: ReportBody | null;
  realDuration: number;
  status: ReportStatus;
  submittedAt: Date | null;
  rejectionReason: string | null;
  validatedAt: Date | null;
};

/** A file a report names or shows, with what the report checks: whose it is, whether deleted. */
export type ReportFile = StoredFileInfo & { ownerId: string; deletedAt: Date | null };

/**
 * What the reports read and write of the files module's table, on the handle of their transaction:
 * its declared read model (files/event-files.read-model.ts), given by the wiring root (services.ts).
 */
export type ReportFilesReads = {
  filesByIds: (h: Db, ids: readonly string[]) => Promise<ReportFile[]>;
  eventFiles: (h: Db, eventId: string) => Promise<ReportFile[]>;
  attachFiles: (h: Db, ids: readonly string[], eventId: string, now: Date) => Promise<void>;
};

export type TaskRef = { id: string; premium: boolean };

const reportColumns = {
  eventId: reports.eventId,
  content: reports.content,
  realDuration: reports.realDuration,
  status: reports.status,
  submittedAt: reports.submittedAt,
  rejectionReason: reports.rejectionReason,
  validatedAt: reports.validatedAt,
};

/** A stored report with its numbers held to their bounds (a value stored before them reads clamped). */
const toRecord = (row: ReportRecord): ReportRecord => ({
  ...row,
  content: row.content ? boundedStoredReport(row.content) : null,
});

export const reportQueries = (h: Db, reads: ReportFilesReads) => ({
  findReport: async (eventId: string): Promise<ReportRecord | null> => {
    const [row] = await h.select(reportColumns).from(reports).where(eq(reports.eventId, eventId));
    return row ? toRecord(row) : null;
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
  filesByIds: async (ids: string[]): Promise<ReportFile[]> => reads.filesByIds(h, ids),

  /** The live files attached to an event, in expense order. */
  eventFiles: async (eventId: string): Promise<ReportFile[]> => reads.eventFiles(h, eventId),

  attachFiles: async (ids: string[], eventId: string, now: Date): Promise<void> =>
    reads.attachFiles(h, ids, eventId, now),

  /** Writes the submission over any earlier (rejected) one: PENDING, review fields cleared. */
  submitReport: async (
    eventId: string,
    content: ReportBody,
    realDuration: number,
    now: Date,
  ): Promise<ReportRecord> => {
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
      .returning(reportColumns);
    if (!row) throw new Error('report upsert returned nothing');
    return toRecord(row);
  },

  /** The decision, only on a report still awaiting one (PENDING): null when another decision came first. */
  reviewReport: async (
    eventId: string,
    review:
      | { status: 'VALIDATED'; reviewedBy: string }
      | { status: 'REJECTED'; reviewedBy: string; reason: string },
    now: Date,
  ): Promise<ReportRecord | null> => {
    const [row] = await h
      .update(reports)
      .set({
        status: review.status,
        reviewedBy: review.reviewedBy,
        validatedAt: review.status === 'VALIDATED' ? now : null,
        rejectionReason: review.status === 'REJECTED' ? review.reason : null,
        updatedAt: now,
      })
      .where(and(eq(reports.eventId, eventId), eq(reports.status, 'PENDING')))
      .returning(reportColumns);
    return row ? toRecord(row) : null;
  },
});
