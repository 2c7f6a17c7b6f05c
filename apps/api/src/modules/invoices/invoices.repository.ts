import { desc, eq } from 'drizzle-orm';
import type { EventStatus, ReportBody, ReportStatus } from '@relais/domain';
import type { Db } from '../../db/client';
import { files, invoices, users, type FileRow } from '../../db/schema/index';

export type { FileRow };
import type { HistoryWriterOn } from '../../lib/history-writer';

/** One intervention of a month with what the statement needs (its report's content when any). */
export type MonthIntervention = {
  id: string;
  clientName: string;
  label: string;
  remote: boolean;
  startAt: Date;
  durationMinutes: number;
  status: EventStatus;
  reportStatus: ReportStatus | null;
  content: ReportBody | null;
};

/**
 * What the invoices read of other modules' tables, on the handle of their transaction: the owners'
 * declared read models (events' month, clients' hourly prices, reference's km rate), given by the
 * wiring root (services.ts) so that this repository never reaches into another module.
 */
export type InvoicesReads = {
  history: HistoryWriterOn<Db>;
  monthInterventions: (h: Db, assistantId: string, from: Date, to: Date) => Promise<MonthIntervention[]>;
  hourlyCentsByIds: (h: Db, ids: readonly string[]) => Promise<Map<string, number>>;
  kmRateCents: (h: Db) => Promise<number>;
};

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

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

const queries = (h: Db, reads: InvoicesReads) => ({
  /** History lines written on the same handle (in a transaction: they commit with the change). */
  history: reads.history(h),

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

  /** The assistant's live interventions starting in [from, to) (the events module's read model). */
  monthEvents: async (assistantId: string, from: Date, to: Date): Promise<MonthIntervention[]> =>
    reads.monthInterventions(h, assistantId, from, to),

  /** The start instants of the assistant's live interventions since `from` (months to invoice). */
  eventsSince: async (
    assistantId: string,
    from: Date,
    to: Date,
  ): Promise<{ startAt: Date; status: EventStatus }[]> => reads.monthInterventions(h, assistantId, from, to),

  /** Hourly prices (cents) of the named assistant rates (the clients module's read model). */
  hourlyCentsByIds: async (ids: string[]): Promise<Map<string, number>> => reads.hourlyCentsByIds(h, ids),

  /** The km allowance in cents per km (the reference module's read model). */
  kmCents: async (): Promise<number> => reads.kmRateCents(h),

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

export const createInvoicesRepository = (db: Db, reads: InvoicesReads) => ({
  ...queries(db, reads),
  /** Runs `fn` in one transaction with the same repository bound to it (never use `db` inside). */
  transaction: async <T>(fn: (tx: InvoicesTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn(queries(tx, reads))),
});

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
