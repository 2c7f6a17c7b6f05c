import type { Invoice } from '@relais/domain/rules';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { isOutboxItemId, usePendingActions, type PendingAction } from '../../../offline';
import {
  invoiceEditPath,
  pendingInvoiceId,
  submitInvoiceAction,
  type SubmitInvoiceBody,
} from '../api/submit-action';
import { byMonth, money, monthName } from '../model/display';
import { InvoiceStatusBadge } from './invoice-status';

/** The queued submission that shows as this invoice, if any. */
export const usePendingInvoices = (): Map<string, PendingAction<SubmitInvoiceBody>> => {
  const actions = usePendingActions(submitInvoiceAction);
  return new Map(actions.map((a) => [a.body.invoiceId ?? pendingInvoiceId(a.id), a]));
};

/** The invoices shown for submissions the server refused (parked): they hold no month. */
export const useParkedInvoiceIds = (): ReadonlySet<string> => {
  const pending = usePendingInvoices();
  return new Set([...pending].filter(([, a]) => a.state === 'parked').map(([id]) => id));
};

export const PendingMark = ({ action }: { action: PendingAction<SubmitInvoiceBody> }) =>
  action.state === 'parked' ? (
    <Link to={invoiceEditPath(action.id, action.body)} className="font-semibold text-error underline">
      {t('invoices.needsYou')}
    </Link>
  ) : (
    <span className="text-sm font-semibold text-secondary">{t('invoices.awaitingConnection')}</span>
  );

const InvoiceRow = ({
  invoice,
  pending,
}: {
  invoice: Invoice;
  pending: PendingAction<SubmitInvoiceBody> | undefined;
}) => {
  // a submission still in the outbox has no status yet and nothing to view: it opens its form
  const outboxOnly = isOutboxItemId(invoice.id);
  const to =
    outboxOnly && pending
      ? invoiceEditPath(pending.id, pending.body)
      : `/activity/invoices/view/${encodeURIComponent(invoice.id)}`;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-edge p-3" data-invoice-id={invoice.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={to}
          className="min-h-11 content-center text-[1.1rem] font-bold text-ink underline break-all"
        >
          {t('invoices.numberShort', { number: invoice.invoiceNumber || '-' })}
        </Link>
        {!outboxOnly && <InvoiceStatusBadge status={invoice.status} />}
      </div>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted">{t('invoices.invoiceDate')}</dt>
        <dd className="m-0 text-right">{formatDate(`${invoice.invoiceDate}T12:00:00`, 'P')}</dd>
        <dt className="text-muted">{t('invoices.amountTaxFree')}</dt>
        <dd className="m-0 text-right tabular-nums">{money(invoice.amountTaxFree)}</dd>
        <dt className="text-muted">{t('invoices.amountWithTax')}</dt>
        <dd className="m-0 text-right font-semibold tabular-nums">{money(invoice.amountWithTax)}</dd>
      </dl>
      {pending && <PendingMark action={pending} />}
    </li>
  );
};

/** The invoices by month (newest first), each with its status, number, date and amounts. */
export const InvoiceList = ({ invoices }: { invoices: readonly Invoice[] }) => {
  const pending = usePendingInvoices();
  if (invoices.length === 0) return <p className="m-0 text-muted">{t('invoices.empty')}</p>;
  return (
    <ul className="m-0 flex list-none flex-col gap-4 p-0">
      {byMonth(invoices).map(({ month, items }) => (
        <li key={month} className="flex flex-col gap-2">
          <h3 className="m-0 text-[1.1rem] font-bold first-letter:uppercase">{monthName(month)}</h3>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {items.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} pending={pending.get(invoice.id)} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
};
