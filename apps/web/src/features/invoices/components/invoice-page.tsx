import type { Invoice } from '@relais/domain/rules';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { itemFailure } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { getLanguage, t } from '../../../lib/i18n';
import { isOutboxItemId } from '../../../offline';
import { ItemDenied } from '../../../ui/item-state';
import { useInvoice, useInvoices, useProforma } from '../api/invoice-queries';
import { money, monthName } from '../model/display';
import { valuesOfInvoice } from '../model/submission';
import { PendingMark, useParkedInvoiceIds, usePendingInvoices } from './invoice-list';
import { InvoiceStatusBadge } from './invoice-status';
import { ProformaEditor } from './proforma-editor';
import { QueryState } from '../../../ui/query-state';
import { card, Notice } from './state';
import { AmountRow } from './amounts';
import { FileButton } from './file-button';
import { Statement } from './statement';
import { textLink } from '../../../ui/text-link';

const Details = ({ invoice, edit }: { invoice: Invoice; edit: boolean }) => {
  const pending = usePendingInvoices().get(invoice.id);
  const hasReg = invoice.regularizationFixedPriceTaxFree !== null || invoice.regularizationMessage;
  return (
    <section className={card} aria-labelledby="invoice-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoice-title" className="m-0 text-[1.3rem] font-bold break-all">
          {t('invoices.numberShort', { number: invoice.invoiceNumber || '-' })}
        </h2>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      {pending && <PendingMark action={pending} />}
      {invoice.status === 'INVALID' && (
        <p className="m-0 rounded-lg bg-error-soft p-3" data-testid="invalid-reason">
          {t('invoices.invalidBecause', { reason: invoice.invalidReason ?? '-' })}
        </p>
      )}
      <dl className="m-0 flex flex-col gap-1">
        <AmountRow label={t('invoices.month')} value={monthName(invoice.month)} />
        <AmountRow
          label={t('invoices.invoiceDate')}
          value={formatDate(`${invoice.invoiceDate}T12:00:00`, 'P')}
        />
        <AmountRow label={t('invoices.amountTaxFree')} value={money(invoice.amountTaxFree)} />
        <AmountRow label={t('invoices.amountWithTax')} value={money(invoice.amountWithTax)} />
        {hasReg && (
          <AmountRow
            label={t('invoices.regularizationTaxFree')}
            value={money(invoice.regularizationFixedPriceTaxFree)}
          />
        )}
        {hasReg && (
          <AmountRow
            label={t('invoices.regularizationWithTax')}
            value={money(invoice.regularizationFixedPrice)}
          />
        )}
      </dl>
      {invoice.regularizationMessage && (
        <p className="m-0 break-words">
          {t('invoices.regularizationMessage', { message: invoice.regularizationMessage })}
        </p>
      )}
      {invoice.fileId && (
        <FileButton fileId={invoice.fileId} className={textLink} download>
          {t('invoices.seePdf')}
        </FileButton>
      )}
      <Link to={`/activity/invoices/proforma/view/${invoice.month}`} className={textLink}>
        {t('invoices.seeProformaOf', { month: monthName(invoice.month) })}
      </Link>
      {invoice.status === 'INVALID' && !pending && !edit && (
        <Link to={`/activity/invoices/edit/${encodeURIComponent(invoice.id)}`} className={textLink}>
          {t('invoices.sendAgain')}
        </Link>
      )}
    </section>
  );
};

/** Edit mode: an invalidated invoice, its reason, the month's statement and the form sent again (PUT). */
const Resubmit = ({ invoice }: { invoice: Invoice }) => {
  const proforma = useProforma(invoice.month);
  return (
    <>
      {proforma.data ? (
        <>
          <Statement proforma={proforma.data} />
          <ProformaEditor
            month={invoice.month}
            proforma={proforma.data}
            invoiceId={invoice.id}
            previous={valuesOfInvoice(invoice, getLanguage() === 'fr' ? ',' : '.')}
          />
        </>
      ) : (
        <div className={card}>
          <QueryState query={proforma} area="invoices" />
        </div>
      )}
    </>
  );
};

/** `/activity/invoices/view/{id}` and `/edit/{id}` (edit: an INVALID invoice sent again). */
export const InvoicePage = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const edit = pathname.startsWith('/activity/invoices/edit/');
  const one = useInvoice(id);
  const list = useInvoices();
  const invoice = one.data ?? list.data?.find((i) => i.id === id);
  const navigate = useNavigate();
  // an invalidated invoice whose sending again the server refused is still to send again
  const parked = useParkedInvoiceIds();
  const resendable = invoice !== undefined && (invoice.status === 'INVALID' || parked.has(invoice.id));
  if (!invoice) {
    const real = !isOutboxItemId(id);
    const failure = one.isError ? itemFailure(one.error) : null;
    if (failure === 'denied')
      return (
        <ItemDenied backLabel={t('invoices.backToList')} onBack={() => void navigate('/activity/invoices')} />
      );
    if (failure === 'missing' || (!real && list.data))
      return (
        <Notice
          text={t('invoices.notFound')}
          link={{ to: '/activity/invoices', label: t('invoices.backToList') }}
        />
      );
    return (
      <div className={card}>
        <QueryState query={real ? one : list} area="invoices" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Details invoice={invoice} edit={edit} />
      {edit && resendable && <Resubmit invoice={invoice} />}
      {edit && !resendable && <Notice text={t('invoices.onlyInvalidAgain')} />}
    </div>
  );
};
