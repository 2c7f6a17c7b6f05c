import { and, desc, eq } from 'drizzle-orm';
import {
  centsToEuros,
  type EventStatus,
  type Invoice,
  type ReportBody,
  type ReportStatus,
  type StoredFileInfo,
} from '@relais/domain';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';
import type { HistoryWriterOn } from '../../lib/history-writer';
import type { NotificationWriterOn } from '../../lib/notification-writer';

/** One intervention of a month with what the statement needs (its report's content when any). */
/** A business month's count of her live interventions, closed and not (the events module's summary). */
export type MonthCount = { month: string; closed: number; open: number };

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

/** What the invoice rules need to know about the assistant (the users module's read model). */
export type AssistantFacts = {
  proInsuranceLimitDate: string | null;
  signedDate: string | null;
  tvaIncluded: boolean;
};

/** What a submission checks of the file it names (the files module's read model). */
export type InvoiceFileFacts = Pick<StoredFileInfo, 'id' | 'usage' | 'type'> & {
  ownerId: string;
  deletedAt: Date | null;
};

/**
 * What the invoices read of other modules' tables, on the handle of their transaction: the owners'
 * declared read models (users' facts and lock, files' facts, events' month, clients' hourly prices,
 * reference's km rate), given by the wiring root (services.ts) so that this repository never
 * reaches into another module.
 */
export type InvoicesReads = {
  history: HistoryWriterOn<Db>;
  notify: NotificationWriterOn<Db>;
  assistantFacts: (h: Db, assistantId: string) => Promise<AssistantFacts | null>;
  lockUser: (h: Db, userId: string) => Promise<void>;
  fileFacts: (h: Db, fileId: string) => Promise<InvoiceFileFacts | null>;
  monthInterventions: (h: Db, assistantId: string, from: Date, to: Date) => Promise<MonthIntervention[]>;
  monthCounts: (h: Db, assistantId: string, from: Date, to: Date) => Promise<MonthCount[]>;
  hourlyCentsByIds: (h: Db, ids: readonly string[]) => Promise<Map<string, number>>;
  kmRateCents: (h: Db) => Promise<number>;
};

/** An invoice as the API shows it, with what only the server uses: its assistant and amounts in cents. */
export type InvoiceRecord = Invoice & {
  assistantId: string;
  amountTaxFreeCents: number;
  amountWithTaxCents: number;
};

/** What a new invoice is written with (the fields of a submission, then who, when and its state). */
export type NewInvoice = InvoiceFields & {
  id: string;
  assistantId: string;
  status: Invoice['status'];
  submittedAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

const euros = (cents: number | null): number | null => (cents === null ? null : centsToEuros(cents));

const toRecord = (row: typeof invoices.$inferSelect): InvoiceRecord => ({
  id: row.id,
  assistantId: row.assistantId,
  month: row.month,
  invoiceNumber: row.invoiceNumber,
  invoiceDate: row.invoiceDate,
  status: row.status,
  amountTaxFree: centsToEuros(row.amountTaxFreeCents),
  amountWithTax: centsToEuros(row.amountWithTaxCents),
  amountTaxFreeCents: row.amountTaxFreeCents,
  amountWithTaxCents: row.amountWithTaxCents,
  regularizationFixedPrice: euros(row.regularizationFixedPriceCents),
  regularizationFixedPriceTaxFree: euros(row.regularizationFixedPriceTaxFreeCents),
  regularizationMessage: row.regularizationMessage,
  invalidReason: row.invalidReason,
  fileId: row.fileId,
  createdAt: row.createdAt.toISOString(),
});

/** The stored fields of a submission (money in cents). */
export type InvoiceFields = {
  month: string;
  invoiceNumber: string;
  invoiceDate: string;
  amountTaxFreeCents: number;
  amountWithTaxCents: number;
  regularizationFixedPriceCents: number | null;
  regularizationFixedPriceTaxFreeCents: number | null;
  regularizationMessage: string | null;
  fileId: string;
};

const queries = (h: Db, reads: InvoicesReads) => ({
  /** History lines written on the same handle (in a transaction: they commit with the change). */
  history: reads.history(h),
  /** The assistant's notification of a staff decision, on the same handle (it commits with it). */
  notify: reads.notify(h),

  /** Serialises an assistant's submissions (one invoice per month) inside a transaction. */
  lockAssistant: async (assistantId: string): Promise<void> => reads.lockUser(h, assistantId),

  /** The assistant's insurance, contract and VAT facts (the users module's read model). */
  assistantFacts: async (assistantId: string): Promise<AssistantFacts | null> =>
    reads.assistantFacts(h, assistantId),

  /** The assistant's live interventions starting in [from, to) (the events module's read model). */
  monthEvents: async (assistantId: string, from: Date, to: Date): Promise<MonthIntervention[]> =>
    reads.monthInterventions(h, assistantId, from, to),

  /** Per business month of [from, to), her live interventions counted (the months to invoice). */
  monthCounts: async (assistantId: string, from: Date, to: Date): Promise<MonthCount[]> =>
    reads.monthCounts(h, assistantId, from, to),

  /** Hourly prices (cents) of the named assistant rates (the clients module's read model). */
  hourlyCentsByIds: async (ids: string[]): Promise<Map<string, number>> => reads.hourlyCentsByIds(h, ids),

  /** The km allowance in cents per km (the reference module's read model). */
  kmCents: async (): Promise<number> => reads.kmRateCents(h),

  /** The assistant's invoices, newest month first (then newest created). */
  invoicesOf: async (assistantId: string): Promise<InvoiceRecord[]> =>
    (
      await h
        .select()
        .from(invoices)
        .where(eq(invoices.assistantId, assistantId))
        .orderBy(desc(invoices.month), desc(invoices.createdAt))
    ).map(toRecord),

  findInvoice: async (invoiceId: string): Promise<InvoiceRecord | null> => {
    const [row] = await h.select().from(invoices).where(eq(invoices.id, invoiceId));
    return row ? toRecord(row) : null;
  },

  /** The facts of the file a submission names (the files module's read model). */
  findFile: async (fileId: string): Promise<InvoiceFileFacts | null> => reads.fileFacts(h, fileId),

  insertInvoice: async (row: NewInvoice): Promise<InvoiceRecord> => {
    const [inserted] = await h.insert(invoices).values(row).returning();
    if (!inserted) throw new Error('invoice insert returned nothing');
    return toRecord(inserted);
  },

  /** A resubmission: the corrected fields, PROPOSED again, the invalidation reason cleared. */
  resubmit: async (invoiceId: string, fields: InvoiceFields, now: Date): Promise<InvoiceRecord> => {
    const [row] = await h
      .update(invoices)
      .set({ ...fields, status: 'PROPOSED', invalidReason: null, submittedAt: now, updatedAt: now })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!row) throw new Error('invoice update returned nothing');
    return toRecord(row);
  },

  /**
   * A staff decision, in one conditional statement: only while the invoice still has the status
   * `seen` (of two decisions at once, one changes the row; the other gets null).
   */
  setStatus: async (
    invoiceId: string,
    change: { seen: Invoice['status']; status: Invoice['status']; invalidReason: string | null; now: Date },
  ): Promise<InvoiceRecord | null> => {
    const [row] = await h
      .update(invoices)
      .set({ status: change.status, invalidReason: change.invalidReason, updatedAt: change.now })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, change.seen)))
      .returning();
    return row ? toRecord(row) : null;
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
