import type { StaffInvoiceItem } from '@relais/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { ct } from '../../i18n';
import { useObjectUrl } from '../../ui/use-object-url';
import { invoicePdf, staffInvoiceKeys } from '../api';
import { dayName, differs, euros, monthName, signedEuros } from './format';

/** The invoice's PDF in place (the browser's viewer in a frame), read with the staff call (audited). */
const InvoicePdf = ({ invoice }: { invoice: StaffInvoiceItem }) => {
  const bytes = useQuery({
    queryKey: staffInvoiceKeys.pdf(invoice.invoiceId),
    queryFn: () => invoicePdf(invoice.invoiceId),
    staleTime: 5 * 60_000,
    enabled: invoice.fileId !== null,
  });
  const url = useObjectUrl(bytes.data);
  if (invoice.fileId === null) return <p className="m-0 text-muted">{ct('invoices.noPdf')}</p>;
  if (bytes.isError)
    return (
      <p role="alert" className="m-0 text-error">
        {ct('invoices.pdfFailed')}
      </p>
    );
  if (!url)
    return (
      <p role="status" className="m-0 text-muted">
        {ct('invoices.pdfLoading')}
      </p>
    );
  const name = `${invoice.invoiceNumber}.pdf`;
  return (
    <figure className="m-0 flex flex-col gap-2">
      <iframe
        title={ct('invoices.pdfOf', { number: invoice.invoiceNumber })}
        src={url}
        className="h-[32rem] w-full rounded-lg border border-edge bg-white"
      />
      <figcaption>
        <a href={url} download={name} className="font-semibold text-primary underline">
          {ct('invoices.download', { name })}
        </a>
      </figcaption>
    </figure>
  );
};

const Row = ({ label, cells, strong }: { label: string; cells: ReactNode[]; strong?: boolean }) => (
  <tr className="border-b border-edge last:border-b-0">
    <th scope="row" className="px-3 py-1 text-left font-semibold">
      {label}
    </th>
    {cells.map((c, i) => (
      <td key={i} className={`px-3 py-1 text-right tabular-nums ${strong ? 'font-bold' : ''}`}>
        {c}
      </td>
    ))}
  </tr>
);

/** The invoice's totals beside the pro-forma's, the difference highlighted when there is one. */
const Totals = ({ invoice }: { invoice: StaffInvoiceItem }) => {
  const d = invoice.difference;
  const off = differs(d);
  const pick = (t: { taxFree: number; vat: number; withTax: number }, f: (n: number) => string) => [
    f(t.taxFree),
    f(t.vat),
    f(t.withTax),
  ];
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full border-collapse rounded-lg border border-edge">
        <caption className="sr-only">{ct('invoices.totalsCaption')}</caption>
        <thead>
          <tr className="border-b border-edge">
            <td />
            <th scope="col" className="px-3 py-1 text-right">
              {ct('invoices.taxFree')}
            </th>
            <th scope="col" className="px-3 py-1 text-right">
              {ct('invoices.vat')}
            </th>
            <th scope="col" className="px-3 py-1 text-right">
              {ct('invoices.withTax')}
            </th>
          </tr>
        </thead>
        <tbody>
          <Row label={ct('invoices.invoice')} cells={pick(invoice.invoice, euros)} />
          <Row label={ct('invoices.proforma')} cells={pick(invoice.proforma, euros)} />
          <Row label={ct('invoices.difference')} cells={pick(d, signedEuros)} strong={off} />
        </tbody>
      </table>
      <p
        className={`m-0 ${off ? 'rounded-lg bg-error-soft px-3 py-2 font-semibold text-error' : 'text-muted'}`}
      >
        {off ? ct('invoices.differs') : ct('invoices.agrees')}
      </p>
      {invoice.proforma.openInterventions > 0 && (
        <p className="m-0">
          {ct('invoices.openInterventions', { count: invoice.proforma.openInterventions })}
        </p>
      )}
    </div>
  );
};

/** An invoice opened in place: its totals against the pro-forma, its PDF, and the decisions. */
export const InvoicePanel = ({
  invoice,
  decision,
  onClose,
}: {
  invoice: StaffInvoiceItem;
  decision: ReactNode;
  onClose: () => void;
}) => (
  <section
    aria-labelledby="invoice-panel"
    className="flex flex-col gap-4 rounded-xl border border-edge bg-white p-4"
  >
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id="invoice-panel" className="m-0 text-[1.3rem] font-bold">
        {ct('invoices.panelTitle', { number: invoice.invoiceNumber, name: invoice.assistant.name })}
      </h2>
      <Button variant="secondary" onClick={onClose}>
        {ct('invoices.close')}
      </Button>
    </div>
    <p className="m-0">
      {ct('invoices.panelLine', { month: monthName(invoice.month), date: dayName(invoice.invoiceDate) })} ·{' '}
      {ct(`invoices.statuses.${invoice.status}`)}
    </p>
    {invoice.invalidReason && (
      <p className="m-0">{ct('invoices.invalidReason', { reason: invoice.invalidReason })}</p>
    )}
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="flex flex-col gap-4">
        <Totals invoice={invoice} />
        {decision}
      </div>
      <InvoicePdf invoice={invoice} />
    </div>
  </section>
);
