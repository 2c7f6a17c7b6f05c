import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import type { MonthToInvoice } from '../api/invoice-queries';
import { monthName } from '../model/display';
import { textLink } from '../../../ui/text-link';

/** Ended months with interventions and no invoice holding them, each with its pro-forma. */
export const MonthsToInvoice = ({ months }: { months: readonly MonthToInvoice[] }) => {
  if (months.length === 0) return <p className="m-0 text-muted">{t('invoices.months.none')}</p>;
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0">
      {months.map((m) => (
        <li
          key={m.month}
          className="flex flex-col gap-0.5 rounded-lg border border-edge p-3"
          data-month={m.month}
        >
          <span className="text-[1.1rem] font-bold first-letter:uppercase">{monthName(m.month)}</span>
          <span>
            {m.closedInterventions === 0
              ? t('invoices.months.closedNone')
              : t('invoices.months.closed', { count: m.closedInterventions })}
          </span>
          {m.openInterventions > 0 && (
            <span className="text-error">{t('invoices.months.open', { count: m.openInterventions })}</span>
          )}
          {m.invalidatedInvoiceId ? (
            <Link
              to={`/activity/invoices/edit/${encodeURIComponent(m.invalidatedInvoiceId)}`}
              className={textLink}
            >
              {t('invoices.months.correct')}
            </Link>
          ) : (
            <Link
              to={`/activity/invoices/proforma/edit/${m.month}`}
              className={textLink}
              aria-label={t('invoices.months.proformaOf', { month: monthName(m.month) })}
            >
              {t('invoices.months.proforma')}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
};
