import { Link, useLocation, useParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { isOutboxItemId } from '../../../offline';
import { useInvoices, useProforma } from '../api/invoice-queries';
import { monthName } from '../model/display';
import { ProformaEditor } from './proforma-editor';
import { useParkedInvoiceIds } from './invoice-list';
import { holdsMonth } from '../model/facts';
import { QueryState } from '../../../ui/query-state';
import { card, Notice } from './state';
import { Statement } from './statement';
import { textLink } from '../../../ui/text-link';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `/activity/invoices/proforma/view/{date}` and `/edit/{date}`: the month's statement, and in edit mode the submission form. */
export const ProformaPage = () => {
  const { date = '' } = useParams();
  const { pathname } = useLocation();
  const month = date.slice(0, 7);
  const edit = pathname.includes('/proforma/edit/');
  const proforma = useProforma(MONTH.test(month) ? month : undefined);
  // a submission still in the outbox does not hold the month yet (it may be refused); a refused one never does
  const parked = useParkedInvoiceIds();
  const holder = useInvoices().data?.find(
    (i) => i.month === month && holdsMonth(i, parked) && !isOutboxItemId(i.id),
  );
  if (!MONTH.test(month))
    return (
      <Notice
        text={t('invoices.notFound')}
        link={{ to: '/activity/invoices', label: t('invoices.backToList') }}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <header className={card}>
        <h2 className="m-0 text-[1.3rem] font-bold first-letter:uppercase">
          {t('invoices.statement.title', { month: monthName(month) })}
        </h2>
        {holder ? (
          <Link to={`/activity/invoices/view/${encodeURIComponent(holder.id)}`} className={textLink}>
            {t('invoices.statement.seeInvoice', { number: holder.invoiceNumber })}
          </Link>
        ) : (
          !edit && (
            <Link to={`/activity/invoices/proforma/edit/${month}`} className={textLink}>
              {t('invoices.statement.invoiceIt')}
            </Link>
          )
        )}
      </header>
      {proforma.data ? (
        <>
          <Statement proforma={proforma.data} />
          {edit && <ProformaEditor month={month} proforma={proforma.data} invoiceId={null} />}
        </>
      ) : (
        <div className={card}>
          <QueryState query={proforma} area="invoices" />
        </div>
      )}
    </div>
  );
};
