import { and, asc, desc, eq, isNull, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACCOUNT_COMPLETION_FIELDS, type AccountCompletionField } from '@relais/domain';
import type { Db } from '../../db/client';
import { countOver } from '../../db/paging';
import { users } from '../../db/schema/index';
import { keyContains } from '../../db/search-fold';

/** What the directory reads of other modules (skills, events), given by the wiring root. */
export type StaffDirectoryReads = {
  skillOrExpertiseMatches: (assistantId: SQLWrapper, key: string) => SQL;
  reportsWaitingExists: (assistantId: SQLWrapper, from: Date, to: Date) => SQL;
  reportsWaitingOf: (
    h: Db,
    ids: readonly string[],
    from: Date,
    to: Date,
  ) => Promise<Map<string, { toWrite: number; awaiting: number }>>;
};

export type DirectoryFilter = {
  /** Already folded (the domain's search key); null: no search. */
  key: string | null;
  status?: 'prospect' | 'recruited' | 'refused' | 'none' | undefined;
  blocker?: 'insurance' | 'contract' | 'reports' | undefined;
  completion?: 'complete' | 'incomplete' | undefined;
  sort: 'name' | 'created' | 'completion' | 'city';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** The previous month's bounds (reports owed) and the day submissions open (insurance). */
  month: { from: Date; to: Date };
  opensOn: string;
};

export type DirectoryRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  city: string | null;
  recruitmentStatus: string | null;
  proInsuranceLimitDate: string | null;
  signedDate: string | null;
  completion: number;
  createdAt: Date;
};

const u = users;
const column: Record<AccountCompletionField, SQLWrapper> = {
  civility: u.civility,
  firstName: u.firstName,
  lastName: u.lastName,
  birthdate: u.birthdate,
  address: u.address,
  zipCode: u.zipCode,
  city: u.city,
  country: u.country,
  phone: u.phone,
  secondaryEmail: u.secondaryEmail,
};

/**
 * The profile's completion as the gauge's account area counts it (`computeCompletion`: its ten fields
 * filled, a whole percent): `staff-directory.test.ts` holds it to the domain's rule.
 */
export const completionSql = (): SQL => {
  const filled = sql.join(
    ACCOUNT_COMPLETION_FIELDS.map((f) => sql`(CASE WHEN btrim(${column[f]}::text) <> '' THEN 1 ELSE 0 END)`),
    sql` + `,
  );
  return sql`round((${filled}) * 100.0 / ${ACCOUNT_COMPLETION_FIELDS.length})::int`;
};

const DECIDED = ['RECRUITED', 'REFUSED'];

/**
 * The console's assistants directory (issue 29): one page query (filters, sort, the total as a window
 * count), then one grouped query for the page's reports owed. The users table is the module's own;
 * skills and reports are their modules' read models.
 */
export const createStaffDirectoryRepository = (db: Db, reads: StaffDirectoryReads) => ({
  page: async (f: DirectoryFilter): Promise<{ rows: DirectoryRow[]; total: number }> => {
    const completion = completionSql();
    const status: Record<NonNullable<DirectoryFilter['status']>, SQL | undefined> = {
      prospect: and(sql`${u.recruitmentStatus} IS NOT NULL`, notInArray(u.recruitmentStatus, DECIDED)),
      recruited: eq(u.recruitmentStatus, 'RECRUITED'),
      refused: eq(u.recruitmentStatus, 'REFUSED'),
      none: isNull(u.recruitmentStatus),
    };
    const blocker: Record<NonNullable<DirectoryFilter['blocker']>, SQL | undefined> = {
      insurance: or(isNull(u.proInsuranceLimitDate), sql`${u.proInsuranceLimitDate} < ${f.opensOn}::date`),
      contract: isNull(u.signedDate),
      reports: reads.reportsWaitingExists(u.id, f.month.from, f.month.to),
    };
    const search = f.key
      ? or(
          // both name orders, the login email and the city, kept folded by the database
          keyContains(u.searchKey, f.key),
          reads.skillOrExpertiseMatches(u.id, f.key),
        )
      : undefined;
    const by = f.dir === 'desc' ? desc : asc;
    const name = [by(u.nameKey)];
    const order: Record<DirectoryFilter['sort'], SQL[]> = {
      name,
      created: [by(u.createdAt)],
      completion: [by(completion), ...name],
      city: [sql`${by(u.cityKey)} NULLS LAST`, ...name],
    };
    const where = and(
      // assistants: not staff, not the clients' users
      eq(u.role, 'ASSISTANT'),
      eq(u.isClient, false),
      search,
      f.status ? status[f.status] : undefined,
      f.blocker ? blocker[f.blocker] : undefined,
      f.completion === 'complete' ? sql`${completion} = 100` : undefined,
      f.completion === 'incomplete' ? sql`${completion} < 100` : undefined,
    );
    const rows = await db
      .select({
        id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.loginEmail,
        city: u.city,
        recruitmentStatus: u.recruitmentStatus,
        proInsuranceLimitDate: u.proInsuranceLimitDate,
        signedDate: u.signedDate,
        completion: completion.mapWith(Number),
        createdAt: u.createdAt,
        totalOver: countOver(),
      })
      .from(u)
      .where(where)
      .orderBy(...order[f.sort], asc(u.id))
      .limit(f.limit)
      .offset(f.offset);
    // past the last page no row carries the count: read it alone (rare)
    const total = rows[0]?.totalOver ?? (f.offset > 0 ? await db.$count(u, where) : 0);
    return { rows: rows.map(({ totalOver: _t, ...r }) => r), total };
  },

  reportsWaiting: (ids: readonly string[], month: { from: Date; to: Date }) =>
    reads.reportsWaitingOf(db, ids, month.from, month.to),
});

export type StaffDirectoryRepository = ReturnType<typeof createStaffDirectoryRepository>;
