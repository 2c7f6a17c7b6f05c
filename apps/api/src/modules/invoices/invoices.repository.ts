import { and, asc, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { ReportBody } from '@relais/domain';
import type { Db } from '../../db/client';
import {
  assistantClientRates,
  clients,
  events,
  files,
  invoices,
  rates,
  reports,
  users,
  type FileRow,
} from '../../db/schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

/** The km allowance package of the reference rates (spec 2: default package 324). */
export const KM_PACKAGE_ID = 324;

/** One intervention of a month with what the statement needs (its report's content when any). */
export type MonthEventRow = {
  id: string;
  clientName: string;
  label: string;
  remote: boolean;
  startAt: Date;
  durationMinutes: number;
  status: (typeof events.$inferSelect)['status'];
  reportStatus: 'PENDING' | 'VALIDATED' | 'REJECTED' | null;
  content: ReportBody | null;
};

/** What the invoice rules need to know about the assistant. */
export type AssistantFacts = {
  proInsuranceLimitDate: string | null;
  signedDate: string | null;
  tvaIncluded: boolean;
};

export type InvoiceFields = Pick<
  InvoiceInsert,
  | 'month'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'amountTaxFreeCents'
  | 'amountWithTaxCents'
  | 'regularizationFixedPriceCents'
  | 'regularizationFixedPriceTaxFreeCents'
  | 'regularizationMessage'
  | 'fileId'
>;

const queries = (h: Db) => ({
  /** Serialises an assistant's submissions (one invoice per month) inside a transaction. */
  lockAssistant: async (assistantId: string): Promise<void> => {
    await h.select({ id: users.id }).from(users).where(eq(users.id, assistantId)).for('update');
  },

  assistantFacts: async (assistantId: string): Promise<AssistantFacts | null> => {
    const [row] = await h
      .select({
        proInsuranceLimitDate: users.proInsuranceLimitDate,
        signedDate: users.signedDate,
        tvaIncluded: users.tvaIncluded,
      })
      .from(users)
      .where(eq(users.id, assistantId));
    return row ?? null;
  },

  /** The assistant's live interventions starting in [from, to), oldest first, report joined. */
  monthEvents: async (assistantId: string, from: Date, to: Date): Promise<MonthEventRow[]> =>
    h
      .select({
        id: events.id,
        clientName: clients.name,
        label: events.label,
        remote: events.remote,
        startAt: events.startAt,
        durationMinutes: events.durationMinutes,
        status: events.status,
        reportStatus: reports.status,
        content: reports.content,
      })
      .from(events)
      .innerJoin(clients, eq(clients.id, events.clientId))
      .leftJoin(reports, eq(reports.eventId, events.id))
      .where(
        and(
          eq(events.assistantId, assistantId),
          isNull(events.deletedAt),
          gte(events.startAt, from),
          lt(events.startAt, to),
        ),
      )
      .orderBy(asc(events.startAt), asc(events.createdAt)),

  /** The start instants of the assistant's live interventions since `from` (months to invoice). */
  eventsSince: async (
    assistantId: string,
    from: Date,
    to: Date,
  ): Promise<{ startAt: Date; status: MonthEventRow['status'] }[]> =>
    h
      .select({ startAt: events.startAt, status: events.status })
      .from(events)
      .where(
        and(
          eq(events.assistantId, assistantId),
          isNull(events.deletedAt),
          gte(events.startAt, from),
          lt(events.startAt, to),
        ),
      ),

  /** Hourly prices (cents) of the named assistant rates, active or not: a report keeps its rates. */
  hourlyCentsByIds: async (ids: string[]): Promise<Map<string, number>> => {
    if (ids.length === 0) return new Map();
    const rows = await h
      .select({ id: assistantClientRates.id, hourlyCents: assistantClientRates.hourlyCents })
      .from(assistantClientRates)
      .where(inArray(assistantClientRates.id, ids));
    return new Map(rows.map((r) => [r.id, r.hourlyCents]));
  },

  /** The active km allowance (cents per km), package 324; 0 when the reference has none. */
  kmCents: async (): Promise<number> => {
    const [row] = await h
      .select({ priceCents: rates.priceCents })
      .from(rates)
      .where(
        and(
          eq(rates.productType, 'PROFORMAT_KM'),
          eq(rates.active, true),
          eq(rates.packageId, KM_PACKAGE_ID),
        ),
      )
      .orderBy(desc(rates.updatedAt));
    return row?.priceCents ?? 0;
  },

  /** The assistant's invoices, newest month first (then newest created). */
  invoicesOf: async (assistantId: string): Promise<InvoiceRow[]> =>
    h
      .select()
      .from(invoices)
      .where(eq(invoices.assistantId, assistantId))
      .orderBy(desc(invoices.month), desc(invoices.createdAt)),

  findInvoice: async (invoiceId: string): Promise<InvoiceRow | null> => {
    const [row] = await h.select().from(invoices).where(eq(invoices.id, invoiceId));
    return row ?? null;
  },

  findFile: async (fileId: string): Promise<FileRow | null> => {
    const [row] = await h.select().from(files).where(eq(files.id, fileId));
    return row ?? null;
  },

  insertInvoice: async (row: InvoiceInsert): Promise<InvoiceRow> => {
    const [inserted] = await h.insert(invoices).values(row).returning();
    if (!inserted) throw new Error('invoice insert returned nothing');
    return inserted;
  },

  /** A resubmission: the corrected fields, PROPOSED again, the invalidation reason cleared. */
  resubmit: async (invoiceId: string, fields: InvoiceFields, now: Date): Promise<InvoiceRow> => {
    const [row] = await h
      .update(invoices)
      .set({ ...fields, status: 'PROPOSED', invalidReason: null, submittedAt: now, updatedAt: now })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!row) throw new Error('invoice update returned nothing');
    return row;
  },

  setStatus: async (
    invoiceId: string,
    status: InvoiceRow['status'],
    invalidReason: string | null,
    now: Date,
  ): Promise<InvoiceRow> => {
    const [row] = await h
      .update(invoices)
      .set({ status, invalidReason, updatedAt: now })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!row) throw new Error('invoice status update returned nothing');
    return row;
  },
});

export type InvoicesTx = ReturnType<typeof queries>;

export const createInvoicesRepository = (db: Db) => ({
  ...queries(db),
  /** Runs `fn` in one transaction with the same repository bound to it (never use `db` inside). */
  transaction: async <T>(fn: (tx: InvoicesTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn(queries(tx))),
});

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
