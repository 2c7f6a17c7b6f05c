import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import type { AvailabilityPart, Leave } from '@relais/domain';
import type { Db } from '../../db/client';
import { availability, leaves } from '../../db/schema/index';
import type { HistoryWriterOn } from '../../lib/history-writer';

/**
 * What the availability repository reads and writes of the users module's table (the dismissed
 * planning warning, the assistant's lock), given by the wiring root (services.ts).
 */
export type AvailabilityReads = {
  history: HistoryWriterOn<Db>;
  planningWarningDismissedUntil: (h: Db, assistantId: string) => Promise<string | null>;
  dismissPlanningWarningUntil: (h: Db, assistantId: string, date: string, now: Date) => Promise<void>;
  lockUser: (h: Db, userId: string) => Promise<void>;
};

export type LeaveFields = { startDate: string; endDate: string; label: string; comment: string | null };

/** A stored absence: its shape for the API, whose it is and whether it was deleted. */
export type StoredLeave = { leave: Leave; assistantId: string; deleted: boolean };

const toLeave = (row: typeof leaves.$inferSelect): Leave => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  label: row.label ?? '',
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const createAvailabilityRepository = (db: Db, reads: AvailabilityReads) => {
  const repo = (h: Db) => ({
    /** History lines written on the same handle (in a transaction: they commit with the change). */
    history: reads.history(h),

    cells: async (assistantId: string) =>
      h
        .select({ numDay: availability.day, part: availability.part, value: availability.value })
        .from(availability)
        .where(eq(availability.assistantId, assistantId)),

    /** When any cell of the grid was last written, or null when never. */
    lastUpdatedAt: async (assistantId: string): Promise<Date | null> => {
      const [row] = await h
        .select({ at: max(availability.updatedAt) })
        .from(availability)
        .where(eq(availability.assistantId, assistantId));
      return row?.at ?? null;
    },

    setCell: async (assistantId: string, day: number, part: AvailabilityPart, value: boolean, now: Date) => {
      const [row] = await h
        .insert(availability)
        .values({ assistantId, day, part, value, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [availability.assistantId, availability.day, availability.part],
          set: { value, updatedAt: now },
        })
        .returning({ numDay: availability.day, part: availability.part, value: availability.value });
      return row;
    },

    dismissedUntil: async (assistantId: string): Promise<string | null> =>
      reads.planningWarningDismissedUntil(h, assistantId),

    setDismissedUntil: async (assistantId: string, date: string, now: Date): Promise<void> =>
      reads.dismissPlanningWarningUntil(h, assistantId, date, now),

    /** Serialises writes to one assistant's absences (overlap check, then write). */
    lockAssistant: async (assistantId: string): Promise<void> => reads.lockUser(h, assistantId),

    liveLeaves: async (assistantId: string, exceptId?: string): Promise<Leave[]> => {
      const rows = await h
        .select()
        .from(leaves)
        .where(
          and(
            eq(leaves.assistantId, assistantId),
            isNull(leaves.deletedAt),
            exceptId === undefined ? undefined : ne(leaves.id, exceptId),
          ),
        )
        .orderBy(asc(leaves.startDate), asc(leaves.createdAt));
      return rows.map(toLeave);
    },

    /** A leave by id, whoever it belongs to, deleted or not. */
    findLeave: async (leaveId: string): Promise<StoredLeave | null> => {
      const [row] = await h.select().from(leaves).where(eq(leaves.id, leaveId));
      return row
        ? { leave: toLeave(row), assistantId: row.assistantId, deleted: row.deletedAt !== null }
        : null;
    },

    insertLeave: async (
      row: LeaveFields & { id: string; assistantId: string; now: Date },
    ): Promise<Leave> => {
      const [inserted] = await h
        .insert(leaves)
        .values({
          id: row.id,
          assistantId: row.assistantId,
          startDate: row.startDate,
          endDate: row.endDate,
          label: row.label,
          comment: row.comment,
          createdAt: row.now,
          updatedAt: row.now,
        })
        .returning();
      if (!inserted) throw new Error('leave insert returned nothing');
      return toLeave(inserted);
    },

    updateLeave: async (leaveId: string, fields: LeaveFields, now: Date): Promise<Leave> => {
      const [updated] = await h
        .update(leaves)
        .set({ ...fields, updatedAt: now })
        .where(eq(leaves.id, leaveId))
        .returning();
      if (!updated) throw new Error('leave update returned nothing');
      return toLeave(updated);
    },

    softDeleteLeave: async (leaveId: string, reason: string, now: Date): Promise<void> => {
      await h
        .update(leaves)
        .set({ deletedAt: now, deletionReason: reason, updatedAt: now })
        .where(and(eq(leaves.id, leaveId), isNull(leaves.deletedAt)));
    },
  });

  return {
    ...repo(db),
    /** Runs `fn` in one transaction with the same repository bound to it. */
    transaction: async <T>(fn: (tx: ReturnType<typeof repo>) => Promise<T>): Promise<T> =>
      db.transaction(async (tx) => fn(repo(tx))),
  };
};

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
