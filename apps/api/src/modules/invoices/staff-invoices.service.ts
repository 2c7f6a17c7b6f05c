import { businessDate, centsToEuros, type Clock, type InvoiceStatus } from '@relais/domain';
import type {
  StaffInvoiceItem,
  StaffInvoicePage,
  StaffInvoicesPaid,
  StaffInvoicesQuery,
} from '@relais/contract';
import { AppError, notFound } from '../../plugins/app-error';
import type { FilesService } from '../files/files.service';

type FileBytes = Awaited<ReturnType<FilesService['content']>>;
import { computeProforma, monthBounds } from './invoice-proforma';
import { invoicesCsv } from './invoices-csv';
import type { Actor, InvoicesService } from './invoices.service';
import type {
  StaffInvoicePageRow,
  StaffInvoiceRow,
  StaffInvoicesRepository,
} from './staff-invoices.repository';

/** The statuses an invoice may be marked paid from in the bulk action. */
const PAYABLE: readonly InvoiceStatus[] = ['PROPOSED', 'ACCEPTED', 'LATE'];

const totals = (taxFreeCents: number, withTaxCents: number) => ({
  taxFree: centsToEuros(taxFreeCents),
  vat: centsToEuros(withTaxCents - taxFreeCents),
  withTax: centsToEuros(withTaxCents),
});

export type StaffInvoicesDeps = {
  repo: StaffInvoicesRepository;
  /** The one status decision (its rules, audit, history line and notification) and the pro-forma. */
  invoices: Pick<InvoicesService, 'setStatus'>;
  clock: Clock;
  /** The assistant's file as her own invoice file is served (a link for her, then its bytes). */
  files: Pick<FilesService, 'token' | 'content'>;
};

/** The console's invoices queue: the list beside the pro-forma, the PDF, many paid, the export. */
export const createStaffInvoicesService = (deps: StaffInvoicesDeps) => {
  const { repo, invoices } = deps;

  /**
   * The page's pro-formas with the invoices module's own computation (`computeProforma`), their
   * reads batched: one query for the months' interventions with their rates' prices (VAT and km came
   * with the page).
   */
  const proformasOf = async (rows: readonly StaffInvoicePageRow[]) => {
    const ranges = rows.map((r) => ({ assistantId: r.assistantId, ...monthBounds(r.month) }));
    const { months, hourlyCents } = await repo.monthEvents(ranges);
    const monthOf = (i: number) => months[i] ?? [];
    return rows.map((r, i) =>
      computeProforma({
        month: r.month,
        events: monthOf(i),
        hourlyCents,
        kmCents: r.kmCents,
        tvaIncluded: r.tvaIncluded,
        now: deps.clock.now(),
      }),
    );
  };

  const itemOf = (
    row: StaffInvoiceRow,
    names: Map<string, string>,
    computed: ReturnType<typeof computeProforma>,
  ): StaffInvoiceItem => {
    const p = computed.cents;
    return {
      invoiceId: row.id,
      invoiceNumber: row.invoiceNumber,
      assistant: { id: row.assistantId, name: names.get(row.assistantId) ?? '' },
      month: row.month,
      invoiceDate: row.invoiceDate,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      status: row.status,
      invalidReason: row.invalidReason,
      fileId: row.fileId,
      invoice: totals(row.amountTaxFreeCents, row.amountWithTaxCents),
      proforma: { ...totals(p.taxFree, p.withTax), openInterventions: computed.proforma.openInterventions },
      difference: totals(row.amountTaxFreeCents - p.taxFree, row.amountWithTaxCents - p.withTax),
    };
  };

  const statusOf = async (invoiceId: string): Promise<InvoiceStatus | null> =>
    (await repo.find(invoiceId))?.status ?? null;

  return {
    /** GET /staff/invoices: a page, oldest sent first, each with its month's pro-forma beside it. */
    list: async (q: StaffInvoicesQuery): Promise<StaffInvoicePage> => {
      const filters = { status: q.status, assistantId: q.assistantId, month: q.month };
      const { rows, summary } = await repo.page(filters, q);
      const proformas = await proformasOf(rows);
      const names = new Map(rows.map((r) => [r.assistantId, r.assistantName]));
      return {
        items: rows.map((r, i) => {
          const computed = proformas[i];
          if (!computed) throw new Error('a pro-forma per invoice');
          return itemOf(r, names, computed);
        }),
        total: summary.total,
        page: q.page,
        size: q.size,
        oldestAt: summary.oldestAt?.toISOString() ?? null,
      };
    },

    /** GET /staff/invoices/{id}/pdf: the invoice's PDF (404 when it has none or it is gone). */
    pdf: async (invoiceId: string): Promise<FileBytes & { assistantId: string }> => {
      const invoice = await repo.find(invoiceId);
      if (!invoice) throw notFound('Invoice');
      if (!invoice.fileId) throw notFound('Invoice file');
      const { token } = await deps.files.token(invoice.assistantId, invoice.fileId);
      return { assistantId: invoice.assistantId, ...(await deps.files.content(token)) };
    },

    /** POST /staff/invoices/paid: each through the one decision; one not payable is skipped and said. */
    markPaid: async (invoiceIds: readonly string[], actor: Actor): Promise<StaffInvoicesPaid> => {
      const result: StaffInvoicesPaid = { paid: [], skipped: [] };
      for (const invoiceId of new Set(invoiceIds)) {
        const status = await statusOf(invoiceId);
        if (status === null || !PAYABLE.includes(status)) {
          result.skipped.push({ invoiceId, status });
          continue;
        }
        try {
          await invoices.setStatus(invoiceId, { status: 'PAYED', from: status }, actor);
          result.paid.push(invoiceId);
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 409) throw error;
          result.skipped.push({ invoiceId, status: await statusOf(invoiceId) });
        }
      }
      return result;
    },

    /** GET /staff/invoices/export: a month's invoices as CSV (paid date: when it was marked paid). */
    exportCsv: async (month: string): Promise<{ fileName: string; csv: string }> => {
      const rows = await repo.ofMonth(month);
      const names = await repo.names(rows.map((r) => r.assistantId));
      const csv = invoicesCsv(
        rows.map((r) => ({
          invoiceNumber: r.invoiceNumber,
          invoiceDate: r.invoiceDate,
          assistant: names.get(r.assistantId) ?? '',
          taxFreeCents: r.amountTaxFreeCents,
          withTaxCents: r.amountWithTaxCents,
          status: r.status,
          paidDate: r.status === 'PAYED' ? businessDate(r.updatedAt) : null,
        })),
      );
      return { fileName: `invoices-${month}.csv`, csv };
    },
  };
};

export type StaffInvoicesService = ReturnType<typeof createStaffInvoicesService>;
