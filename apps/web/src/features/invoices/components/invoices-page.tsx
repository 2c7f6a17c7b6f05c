import { t } from '../../../lib/i18n';
import { ActivityTabs } from '../../../ui/activity-tabs';
import { useInvoices, useMonthsToInvoice, useReadiness } from '../api/invoice-queries';
import { InvoiceList } from './invoice-list';
import { MonthsToInvoice } from './months-to-invoice';
import { ReadinessCard } from './readiness-card';
import { card, QueryState } from './state';

/** /activity/invoices: the readiness card, the months still to invoice, then the invoices by month. */
export const InvoicesPage = () => {
  const readiness = useReadiness();
  const months = useMonthsToInvoice();
  const invoices = useInvoices();
  return (
    <div className="flex flex-col gap-4">
      <ActivityTabs />
      {readiness.data ? (
        <ReadinessCard readiness={readiness.data} />
      ) : (
        <div className={card}>
          <QueryState query={readiness} />
        </div>
      )}
      <section aria-labelledby="months-title" className={card}>
        <h2 id="months-title" className="m-0 text-[1.2rem] font-bold">
          {t('invoices.months.title')}
        </h2>
        {months.data ? <MonthsToInvoice months={months.data} /> : <QueryState query={months} />}
      </section>
      <section aria-labelledby="invoices-title" className={card}>
        <h2 id="invoices-title" className="m-0 text-[1.2rem] font-bold">
          {t('invoices.listTitle')}
        </h2>
        {invoices.data ? <InvoiceList invoices={invoices.data} /> : <QueryState query={invoices} />}
      </section>
    </div>
  );
};
