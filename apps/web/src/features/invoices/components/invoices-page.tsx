import { t } from '../../../lib/i18n';
import { usePendingActions } from '../../../offline';
import { submitInvoiceAction, waitingMonths } from '../api/submit-action';
import { ActivityTabs } from '../../../ui/activity-tabs';
import { useInvoices, useMonthsToInvoice, useReadiness } from '../api/invoice-queries';
import { InvoiceList } from './invoice-list';
import { MonthsToInvoice } from './months-to-invoice';
import { ReadinessCard } from './readiness-card';
import { isSettled, QueryState } from '../../../ui/query-state';
import { CardSection } from '../../../ui/card-section';
import { card } from './state';

/**
 * /activity/invoices: the readiness card, the months still to invoice, then the invoices by month;
 * each card shows once the one above it is settled (it grows into empty space, moving nothing).
 */
export const InvoicesPage = () => {
  const readiness = useReadiness();
  const months = useMonthsToInvoice();
  const invoices = useInvoices();
  const waiting = waitingMonths(usePendingActions(submitInvoiceAction));
  return (
    <div className="flex flex-col gap-4">
      <ActivityTabs />
      {readiness.data ? (
        <ReadinessCard readiness={readiness.data} />
      ) : (
        <div className={card}>
          <QueryState query={readiness} area="invoices" />
        </div>
      )}
      {isSettled(readiness) && (
        <CardSection id="months-title" title={t('invoices.months.title')}>
          {months.data ? (
            <MonthsToInvoice months={months.data.filter((m) => !waiting.has(m.month))} />
          ) : (
            <QueryState query={months} area="invoices" />
          )}
        </CardSection>
      )}
      {isSettled(readiness) && isSettled(months) && (
        <CardSection id="invoices-title" title={t('invoices.listTitle')}>
          {invoices.data ? (
            <InvoiceList invoices={invoices.data} />
          ) : (
            <QueryState query={invoices} area="invoices" />
          )}
        </CardSection>
      )}
    </div>
  );
};
