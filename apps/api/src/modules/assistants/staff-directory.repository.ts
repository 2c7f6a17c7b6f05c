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
  reportsWaitingCounts: (
    assistantId: SQLWrapper,
    from: Date,
    to: Date,
  ) => { toWrite: SQL.Aliased<number> | SQL<number>; awaiting: SQL.Aliased<number> | SQL<number> };
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
  /** The previous month's reports she still owes: to write, awaiting validation. */
  toWrite: number;
  awaiting: number;
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
    // each sort's keys, carried out of the narrow page below to order the page's rows again
    const keys: Record<DirectoryFilter['sort'], { key: SQL; nullsLast?: true }[]> = {
      name: [{ key: sql`${u.nameKey}` }],
      created: [{ key: sql`${u.createdAt}` }],
      completion: [{ key: completion }, { key: sql`${u.nameKey}` }],
      city: [{ key: sql`${u.cityKey}`, nullsLast: true }, { key: sql`${u.nameKey}` }],
    };
    const sortKeys = keys[f.sort];
    const ordered = (key: (i: number) => SQL) =>
      sortKeys.map(({ nullsLast }, i) => (nullsLast ? sql`${by(key(i))} NULLS LAST` : by(key(i))));
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
    // the page chosen narrow (ids, sort keys, the total as a window count), then its rows read whole:
    // the completion of 25 assistants is computed, not of every one that matches
    const paged = db
      .select({
        pagedId: sql<string>`${u.id}`.as('paged_id'),
        ...Object.fromEntries(sortKeys.map(({ key }, i) => [`k${i}`, key.as(`k${i}`)])),
        // searched: the total as a window count (the search runs once); else counted off the index
        totalOver: f.key
          ? countOver()
          : sql<number>`(SELECT count(*) FROM ${u} WHERE ${where})`.mapWith(Number).as('total_over'),
      })
      .from(u)
      .where(where)
      .orderBy(...ordered((i) => sortKeys[i]?.key ?? sql`NULL`), asc(u.id))
      .limit(f.limit)
      .offset(f.offset)
      .as('paged');
    const pagedKey = (i: number) => sql`${sql.identifier('paged')}.${sql.identifier(`k${i}`)}`;
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
        ...reads.reportsWaitingCounts(u.id, f.month.from, f.month.to),
        totalOver: paged.totalOver,
      })
      .from(paged)
      .innerJoin(u, eq(u.id, paged.pagedId))
      .orderBy(...ordered(pagedKey), asc(u.id));
    // past the last page no row carries the count: read it alone (rare)
    const total = rows[0]?.totalOver ?? (f.offset > 0 ? await db.$count(u, where) : 0);
    return { rows: rows.map(({ totalOver: _t, ...r }) => r), total };
  },
});

export type StaffDirectoryRepository = ReturnType<typeof createStaffDirectoryRepository>;
