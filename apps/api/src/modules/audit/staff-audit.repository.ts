import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AuditTrailAction } from '@relais/domain';
import type { Db } from '../../db/client';
import { countOver, summed } from '../../db/paging';
import { auditLog } from '../../db/schema/index';

/** The trail's filters: `since` inclusive, `before` exclusive (the business days' bounds). */
export type StaffAuditFilters = {
  actions: readonly AuditTrailAction[];
  actorId?: string;
  subjectId?: string;
  since?: Date;
  before?: Date;
};

export type StaffAuditRow = {
  id: string;
  at: Date;
  action: string;
  actorId: string | null;
  subjectId: string | null;
  detail: unknown;
};

/** A user a line names, as the users module's read model gives it. */
export type AuditPersonRow = { name: string; role: 'ASSISTANT' | 'STAFF' };

/** What the trail reads of the users module (given by the wiring root). */
export type StaffAuditReads = {
  auditPeopleOf: (h: Db, ids: readonly string[]) => Promise<Map<string, AuditPersonRow>>;
  staffNames: (h: Db) => Promise<{ id: string; name: string }[]>;
};

const where = (f: StaffAuditFilters): SQL | undefined =>
  and(
    inArray(auditLog.action, [...f.actions]),
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    f.subjectId ? eq(auditLog.subjectId, f.subjectId) : undefined,
    f.since ? gte(auditLog.at, f.since) : undefined,
    f.before ? lt(auditLog.at, f.before) : undefined,
  );

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  actorId: auditLog.actorId,
  subjectId: auditLog.subjectId,
  detail: auditLog.detail,
};

/**
 * The console's audit trail: `audit_log`, written by the audit plugin (`app.audit`) and read here only
 * (indexes (at), (actor_id, at), (subject_id, at), (action, at): migrations 0026 and before), on the pool.
 */
export const createStaffAuditRepository = (db: Db, reads: StaffAuditReads) => ({
  /** One page, newest first (then id: a stable order), and how many match, in one query (db/paging.ts). */
  page: async (
    f: StaffAuditFilters,
    p: { page: number; size: number },
  ): Promise<{ rows: StaffAuditRow[]; total: number }> => {
    const found = await db
      .select({ ...columns, totalOver: countOver() })
      .from(auditLog)
      .where(where(f))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(p.size)
      .offset(p.page * p.size);
    const { rows, summary } = await summed(
      found,
      (r) => r.totalOver,
      async () => (await db.select({ total: count() }).from(auditLog).where(where(f)))[0]?.total ?? 0,
    );
    return { rows, total: summary };
  },

  /** The people a page names, in one query. */
  people: (ids: readonly string[]) => reads.auditPeopleOf(db, ids),

  staff: () => reads.staffNames(db),
});

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>;
