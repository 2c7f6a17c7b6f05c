import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  boundedNotificationText,
  businessDate,
  businessMonth,
  INVOICE_MAX_MONTHS_BACK,
  type invoiceStatusBodySchema,
  type Clock,
  type Invoice,
  type InvoiceBody,
  type Proforma,
  type Readiness,
} from '@relais/domain';
import { accessDenied, alreadyMoved, notFound, ruleFailure } from '../../plugins/app-error';
import type { AuditEntry } from '../../plugins/types';
import type { FolderService } from '../folder/folder.service';
import { computeProforma, monthBounds, rateIdsOf, type ProformaCents } from './invoice-proforma';
import { monthsToInvoiceOf, readinessOf } from './invoice-readiness';
import { submissionErrors, invoiceFields } from './invoice-submission';
import type { AssistantFacts, InvoiceRecord, InvoicesRepository, InvoicesTx } from './invoices.repository';
import { readAll } from '../../db/read-all';

export type Actor = { userId: string; ip: string; staff?: boolean };
type StatusBody = z.infer<typeof invoiceStatusBodySchema>;

/** The invoice as the API shows it (without the server's assistant id and cents). */
export const toInvoice = (r: InvoiceRecord): Invoice => ({
  id: r.id,
  month: r.month,
  invoiceNumber: r.invoiceNumber,
  invoiceDate: r.invoiceDate,
  status: r.status,
  amountTaxFree: r.amountTaxFree,
  amountWithTax: r.amountWithTax,
  regularizationFixedPrice: r.regularizationFixedPrice,
  regularizationFixedPriceTaxFree: r.regularizationFixedPriceTaxFree,
  regularizationMessage: r.regularizationMessage,
  invalidReason: r.invalidReason,
  fileId: r.fileId,
  createdAt: r.createdAt,
});

/** `YYYY-MM` of a pro-forma date (`YYYY-MM` or `YYYY-MM-DD`). */
const monthOf = (date: string): string => date.slice(0, 7);

/** A history line about an invoice: its number, and its month and status for the app's sentence. */
const invoiceHistory = (row: Pick<InvoiceRecord, 'invoiceNumber' | 'month' | 'status'>) => ({
  label: row.invoiceNumber,
  details: {
    kind: 'INVOICE' as const,
    invoiceNumber: row.invoiceNumber,
    month: row.month,
    status: row.status,
  },
});

export type InvoicesDeps = {
  repo: InvoicesRepository;
  /** The administrative file's expiry reminders (the folder module's service). */
  folder: Pick<FolderService, 'reminders'>;
  clock: Clock;
  audit: (entry: AuditEntry) => Promise<void>;
};

export const createInvoicesService = (deps: InvoicesDeps) => {
  const { repo, clock } = deps;

  const facts = async (r: Pick<InvoicesTx, 'assistantFacts'>, assistantId: string) => {
    const row = await r.assistantFacts(assistantId);
    if (!row) throw notFound('Assistant');
    return row;
  };

  /**
   * The month's pro-forma. `known.facts`: the assistant's facts when the caller has read them already;
   * `known.inTransaction`: `r` is a transaction's (its reads one after the other, see `readAll`).
   */
  const proformaOf = async (
    r: InvoicesTx,
    assistantId: string,
    month: string,
    known: { facts?: AssistantFacts; inTransaction?: boolean } = {},
  ): Promise<{ proforma: Proforma; cents: ProformaCents }> => {
    const { from, to } = monthBounds(month);
    const [events, f, kmCents] = await readAll(!known.inTransaction, [
      () => r.monthEvents(assistantId, from, to),
      async () => known.facts ?? facts(r, assistantId),
      () => r.kmCents(),
    ]);
    const hourlyCents = await r.hourlyCentsByIds(rateIdsOf(events));
    return computeProforma({
      month,
      events,
      hourlyCents,
      kmCents,
      tvaIncluded: f.tvaIncluded,
      now: clock.now(),
    });
  };

  /** The caller's invoice (staff: anyone's): another assistant's is 403, an unknown one 404. */
  const ownInvoice = async (
    r: Pick<InvoicesTx, 'findInvoice'>,
    actor: Actor,
    invoiceId: string,
  ): Promise<InvoiceRecord> => {
    const row = await r.findInvoice(invoiceId);
    if (row && !actor.staff && row.assistantId !== actor.userId) throw accessDenied();
    if (!row) throw notFound('Invoice');
    return row;
  };

  /** Every rule, the file and the totals, inside the caller's transaction with the assistant locked. */
  const checked = async (
    tx: InvoicesTx,
    assistantId: string,
    body: InvoiceBody,
    existing: InvoiceRecord | null,
  ) => {
    await tx.lockAssistant(assistantId);
    const now = clock.now();
    const f = await facts(tx, assistantId);
    const [invoices, file, { proforma, cents }] = await readAll(false, [
      () => tx.invoicesOf(assistantId),
      () => tx.findFile(body.fileId),
      () => proformaOf(tx, assistantId, body.month, { facts: f, inTransaction: true }),
    ]);
    const errors = submissionErrors({
      now,
      today: businessDate(now),
      assistantId,
      body,
      facts: f,
      invoices,
      existing,
      file,
      openInterventions: proforma.openInterventions,
      proforma: cents,
    });
    if (errors.length > 0) throw ruleFailure(errors, 'The invoice breaks a rule');
    return { now, fields: invoiceFields(body) };
  };

  /** The history line of a submission, inside its transaction. */
  const recorded = async (tx: InvoicesTx, row: InvoiceRecord, eventType: 'SUBMITTED' | 'UPDATED') => {
    await tx.history({
      assistantId: row.assistantId,
      at: clock.now(),
      objectType: 'INVOICE',
      eventType,
      objectId: row.id,
      ...invoiceHistory(row),
    });
    return row;
  };

  const audited = async (row: InvoiceRecord, actor: Actor, eventType: 'SUBMITTED' | 'UPDATED') => {
    await deps.audit({
      action: eventType === 'SUBMITTED' ? 'invoice_submitted' : 'invoice_resubmitted',
      actorId: actor.userId,
      subjectId: row.assistantId,
      ip: actor.ip,
      detail: {
        invoiceId: row.id,
        month: row.month,
        amountTaxFreeCents: row.amountTaxFreeCents,
        amountWithTaxCents: row.amountWithTaxCents,
        fileId: row.fileId,
      },
    });
  };

  return {
    list: async (assistantId: string): Promise<Invoice[]> =>
      (await repo.invoicesOf(assistantId)).map(toInvoice),

    get: async (actor: Actor, invoiceId: string): Promise<Invoice> =>
      toInvoice(await ownInvoice(repo, actor, invoiceId)),

    proforma: async (assistantId: string, date: string): Promise<Proforma> =>
      (await proformaOf(repo, assistantId, monthOf(date))).proforma,

    monthsToInvoice: async (assistantId: string) => {
      const now = clock.now();
      const from = monthBounds(businessMonth(now, -INVOICE_MAX_MONTHS_BACK)).from;
      const to = monthBounds(businessMonth(now)).from;
      const [counts, invoices] = await Promise.all([
        repo.monthCounts(assistantId, from, to),
        repo.invoicesOf(assistantId),
      ]);
      return monthsToInvoiceOf({ now, counts, invoices });
    },

    readiness: async (assistantId: string): Promise<Readiness> => {
      const now = clock.now();
      const { from, to } = monthBounds(businessMonth(now, -1));
      const [f, events, invoices, reminders] = await Promise.all([
        facts(repo, assistantId),
        repo.monthEvents(assistantId, from, to),
        repo.invoicesOf(assistantId),
        deps.folder.reminders(assistantId),
      ]);
      return readinessOf({ now, facts: f, events, invoices, reminders });
    },

    /** POST /assistants/{id}/invoices: a new invoice, PROPOSED, with its PDF. */
    create: async (assistantId: string, body: InvoiceBody, actor: Actor): Promise<Invoice> => {
      const row = await repo.transaction(async (tx) => {
        const { now, fields } = await checked(tx, assistantId, body, null);
        const inserted = await tx.insertInvoice({
          ...fields,
          id: randomUUID(),
          assistantId,
          status: 'PROPOSED',
          submittedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        return recorded(tx, inserted, 'SUBMITTED');
      });
      await audited(row, actor, 'SUBMITTED');
      return toInvoice(row);
    },

    /** PUT /invoices/{invoiceId}: an INVALID invoice sent again (same month), PROPOSED again. */
    resubmit: async (invoiceId: string, body: InvoiceBody, actor: Actor): Promise<Invoice> => {
      const row = await repo.transaction(async (tx) => {
        const existing = await ownInvoice(tx, { ...actor, staff: false }, invoiceId);
        const { now, fields } = await checked(tx, existing.assistantId, body, existing);
        return recorded(tx, await tx.resubmit(invoiceId, fields, now), 'UPDATED');
      });
      await audited(row, actor, 'UPDATED');
      return toInvoice(row);
    },

    /** Staff: ACCEPTED, PAYED, LATE or INVALID (with its reason), audited, in the assistant's history. */
    setStatus: async (invoiceId: string, body: StatusBody, actor: Actor): Promise<Invoice> => {
      const before = await ownInvoice(repo, { ...actor, staff: true }, invoiceId);
      const reason = body.status === 'INVALID' ? body.reason : null;
      const seen = body.from ?? before.status;
      const moved = (status: Invoice['status'] | null) =>
        alreadyMoved('invoice_already_decided', 'The invoice is no longer in the status seen', { status });
      if (before.status !== seen || before.status === body.status) throw moved(before.status);
      const row = await repo.transaction(async (tx) => {
        const changed = await tx.setStatus(invoiceId, {
          seen,
          status: body.status,
          invalidReason: reason,
          now: clock.now(),
        });
        if (!changed) throw moved((await tx.findInvoice(invoiceId))?.status ?? null);
        await tx.history({
          assistantId: changed.assistantId,
          at: clock.now(),
          objectType: 'INVOICE',
          eventType:
            body.status === 'ACCEPTED' ? 'VALIDATED' : body.status === 'INVALID' ? 'REJECTED' : 'UPDATED',
          objectId: changed.id,
          ...invoiceHistory(changed),
        });
        await tx.notify(
          changed.assistantId,
          {
            kind: 'INVOICE_STATUS',
            params: {
              invoiceId: changed.id,
              status: changed.status,
              month: changed.month,
              invoiceNumber: boundedNotificationText(changed.invoiceNumber),
            },
          },
          clock.now(),
        );
        return changed;
      });
      await deps.audit({
        action: 'invoice_status_changed',
        actorId: actor.userId,
        subjectId: row.assistantId,
        ip: actor.ip,
        detail: { invoiceId, from: before.status, to: row.status, ...(reason ? { reason } : {}) },
      });
      return toInvoice(row);
    },
  };
};

export type InvoicesService = ReturnType<typeof createInvoicesService>;
