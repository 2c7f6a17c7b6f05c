import { and, asc, count, eq, min, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@relais/domain';
import type { Db } from '../../db/client';
import { countOver, minOver, summed } from '../../db/paging';
import { invoices } from '../../db/schema/index';
import type { MonthIntervention } from './invoices.repository';

/** The invoices queue's filters (status: PROPOSED, the waiting ones, unless said). */
export type StaffInvoiceFilters = { status: InvoiceStatus; assistantId?: string; month?: string };

/** An invoice as the queue and the export read it (money in cents). */
export type StaffInvoiceRow = {
  id: string;
  assistantId: string;
  month: string;
  invoiceNumber: string;
  invoiceDate: string;
  status: InvoiceStatus;
  amountTaxFreeCents: number;
  amountWithTaxCents: number;
  invalidReason: string | null;
  fileId: string | null;
  submittedAt: Date | null;
  updatedAt: Date;
};

const columns = {
  id: invoices.id,
  assistantId: invoices.assistantId,
  month: invoices.month,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  status: invoices.status,
  amountTaxFreeCents: invoices.amountTaxFreeCents,
  amountWithTaxCents: invoices.amountWithTaxCents,
  invalidReason: invoices.invalidReason,
  fileId: invoices.fileId,
  submittedAt: invoices.submittedAt,
  updatedAt: invoices.updatedAt,
};

const where = (f: StaffInvoiceFilters): SQL | undefined =>
  and(
    eq(invoices.status, f.status),
    f.assistantId ? eq(invoices.assistantId, f.assistantId) : undefined,
    f.month ? eq(invoices.month, f.month) : undefined,
  );

/** One assistant's month (the events module's `MonthRange`). */
export type MonthRange = { assistantId: string; from: Date; to: Date };

/**
 * What the queue reads of other modules, given by the wiring root: the users' names and VAT and the
 * km allowance (as SQL, joined in the page), a page's months of interventions in one query (events),
 * the rates' cents.
 */
export type StaffInvoicesReads = {
  userNamesOf: (h: Db, ids: readonly string[]) => Promise<Map<string, string>>;
  /** The same reads as SQL expressions, for the page read in one statement. */
  userNameSql: (id: AnyColumn) => SQL<string>;
  vatIncludedSql: (id: AnyColumn) => SQL<boolean>;
  kmRateCentsSql: (h: Db) => SQL<number>;
  /** One list per range, in the ranges' order. */
  /** The months' interventions and their reports' hourly prices, in one statement (events' read model). */
  monthsInterventions: (
    h: Db,
    ranges: readonly MonthRange[],
  ) => Promise<{ months: MonthIntervention[][]; hourlyCents: Map<string, number> }>;
};

/** A page's invoice, with what its pro-forma needs of the assistant and the reference. */
export type StaffInvoicePageRow = StaffInvoiceRow & {
  assistantName: string;
  tvaIncluded: boolean;
  kmCents: number;
};

/**
 * The console's invoices queue (index invoices (status, submitted_at); a month's export: (month)).
 * The invoices module's own table, read on the pool.
 */
export const createStaffInvoicesRepository = (db: Db, reads: StaffInvoicesReads) => ({
  /**
   * One page, oldest sent first (then oldest created, then id: a stable order for paging), with how
   * many match and when the oldest of them was sent, in one query (db/paging.ts).
   */
  page: async (
    f: StaffInvoiceFilters,
    p: { page: number; size: number },
  ): Promise<{ rows: StaffInvoicePageRow[]; summary: { total: number; oldestAt: Date | null } }> => {
    // the page chosen narrow (ids, sort keys, the window's count and oldest), then its rows read whole
    const paged = db
      .select({
        pagedId: sql<string>`${invoices.id}`.as('paged_id'),
        submittedAt: sql<Date | null>`${invoices.submittedAt}`.as('paged_submitted_at'),
        createdAt: sql<Date>`${invoices.createdAt}`.as('paged_created_at'),
        totalOver: countOver(),
        oldestAt: minOver(invoices.submittedAt),
      })
      .from(invoices)
      .where(where(f))
      .orderBy(asc(invoices.submittedAt), asc(invoices.createdAt), asc(invoices.id))
      .limit(p.size)
      .offset(p.page * p.size)
      .as('paged');
    const found = await db
      .select({
        ...columns,
        assistantName: reads.userNameSql(invoices.assistantId),
        tvaIncluded: reads.vatIncludedSql(invoices.assistantId),
        kmCents: reads.kmRateCentsSql(db),
        totalOver: paged.totalOver,
        oldestAt: paged.oldestAt,
      })
      .from(paged)
      .innerJoin(invoices, eq(invoices.id, paged.pagedId))
      .orderBy(asc(paged.submittedAt), asc(paged.createdAt), asc(paged.pagedId));
    const { rows, summary } = await summed(
      found,
      (r) => ({ total: r.totalOver, oldestAt: r.oldestAt }),
      async () => {
        const [row] = await db
          .select({ total: count(), oldestAt: min(invoices.submittedAt) })
          .from(invoices)
          .where(where(f));
        return { total: row?.total ?? 0, oldestAt: row?.oldestAt ?? null };
      },
    );
    return { rows: rows.map(({ oldestAt: _o, ...row }) => row), summary };
  },

  /** A month's invoices, every status, by number (the accounting export). */
  ofMonth: async (month: string): Promise<StaffInvoiceRow[]> =>
    db
      .select(columns)
      .from(invoices)
      .where(eq(invoices.month, month))
      .orderBy(asc(invoices.invoiceNumber), asc(invoices.id)),

  find: async (invoiceId: string): Promise<StaffInvoiceRow | null> => {
    const [row] = await db.select(columns).from(invoices).where(eq(invoices.id, invoiceId));
    return row ?? null;
  },

  names: (ids: readonly string[]) => reads.userNamesOf(db, ids),
  monthEvents: (ranges: readonly MonthRange[]) => reads.monthsInterventions(db, ranges),
});

export type StaffInvoicesRepository = ReturnType<typeof createStaffInvoicesRepository>;
