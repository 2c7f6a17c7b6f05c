import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import type { AvailabilityPart } from '@relais/domain';
import type { Db } from '../../db/client';
import { availability, leaves, users } from '../../db/schema/index';

export type LeaveRow = typeof leaves.$inferSelect;
export type LeaveFields = { startDate: string; endDate: string; label: string; comment: string | null };

export const createAvailabilityRepository = (db: Db) => {
  const repo = (h: Db) => ({
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

    dismissedUntil: async (assistantId: string): Promise<string | null> => {
      const [row] = await h
        .select({ d: users.warningUpdatePlanningDismissed })
        .from(users)
        .where(eq(users.id, assistantId));
      return row?.d ?? null;
    },

    setDismissedUntil: async (assistantId: string, date: string, now: Date): Promise<void> => {
      await h
        .update(users)
        .set({ warningUpdatePlanningDismissed: date, updatedAt: now })
        .where(eq(users.id, assistantId));
    },

    /** Serialises writes to one assistant's absences (overlap check, then write). */
    lockAssistant: async (assistantId: string): Promise<void> => {
      await h.select({ id: users.id }).from(users).where(eq(users.id, assistantId)).for('update');
    },

    liveLeaves: async (assistantId: string, exceptId?: string): Promise<LeaveRow[]> =>
      h
        .select()
        .from(leaves)
        .where(
          and(
            eq(leaves.assistantId, assistantId),
            isNull(leaves.deletedAt),
            exceptId === undefined ? undefined : ne(leaves.id, exceptId),
          ),
        )
        .orderBy(asc(leaves.startDate), asc(leaves.createdAt)),

    /** A leave by id, whoever it belongs to, deleted or not. */
    findLeave: async (leaveId: string): Promise<LeaveRow | null> => {
      const [row] = await h.select().from(leaves).where(eq(leaves.id, leaveId));
      return row ?? null;
    },

    insertLeave: async (
      row: LeaveFields & { id: string; assistantId: string; now: Date },
    ): Promise<LeaveRow> => {
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
      return inserted;
    },

    updateLeave: async (leaveId: string, fields: LeaveFields, now: Date): Promise<LeaveRow> => {
      const [updated] = await h
        .update(leaves)
        .set({ ...fields, updatedAt: now })
        .where(eq(leaves.id, leaveId))
        .returning();
      if (!updated) throw new Error('leave update returned nothing');
      return updated;
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
