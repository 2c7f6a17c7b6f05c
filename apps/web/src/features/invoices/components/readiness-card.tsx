import type { Readiness } from '@relais/domain/rules';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { dayName, monthName } from '../model/display';
import { DocumentReminders } from '../../../ui/document-reminders';
import { textLink } from '../../../ui/text-link';

type Blocker = Readiness['blockers'][number];

const blockerText = (b: Blocker): string => {
  const values = { count: b.count ?? 0, date: b.date ? dayName(b.date) : '-' };
  return t(`invoices.blockers.${b.code}`, values);
};

/**
 * Can the assistant invoice last month on the 20th? From the 1st: when submissions open (or that
 * they are open), then each blocker with what to do and a link to the place to do it.
 */
export const ReadinessCard = ({ readiness }: { readiness: Readiness }) => {
  const month = monthName(readiness.month);
  const ready = !readiness.alreadyInvoiced && !readiness.nothingToInvoice && readiness.blockers.length === 0;
  return (
    <section
      aria-labelledby="readiness-title"
      className="flex flex-col gap-3 rounded-xl border-l-8 border-l-primary bg-white p-4 shadow-sm"
      data-testid="readiness"
    >
      <h2 id="readiness-title" className="m-0 text-[1.2rem] font-bold first-letter:uppercase">
        {t('invoices.readiness.title', { month })}
      </h2>
      <p className="m-0 text-[1.1rem] font-semibold" data-testid="readiness-when">
        {readiness.alreadyInvoiced
          ? t('invoices.readiness.invoiced', { month })
          : readiness.nothingToInvoice
            ? t('invoices.readiness.nothing', { month })
            : readiness.openNow
              ? t('invoices.readiness.openNow', { month })
              : t('invoices.readiness.opensOn', { month, date: dayName(readiness.opensOn) })}
      </p>
      {!readiness.alreadyInvoiced && readiness.blockers.length > 0 && (
        <>
          <p className="m-0 text-muted">
            {t('invoices.readiness.blockersIntro', { count: readiness.blockers.length })}
          </p>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {readiness.blockers.map((b) => (
              <li
                key={b.code}
                data-blocker={b.code}
                className="flex flex-col gap-1 rounded-lg border border-edge border-l-4 border-l-error p-3"
              >
                <span className="font-semibold">{blockerText(b)}</span>
                <Link to={b.path} className={textLink}>
                  {t(`invoices.blockerActions.${b.code}`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {readiness.reminders.length > 0 && (
        <>
          <h3 className="m-0 text-[1.1rem] font-semibold">{t('folder.reminders.title')}</h3>
          <ul className="m-0 flex list-none flex-col gap-2 p-0" data-testid="readiness-reminders">
            <DocumentReminders
              reminders={readiness.reminders}
              itemClass={(r) =>
                `flex flex-col gap-1 rounded-lg border border-edge border-l-4 p-3 ${r.kind === 'EXPIRED' ? 'border-l-error' : 'border-l-primary'}`
              }
            />
          </ul>
        </>
      )}
      {ready && (
        <>
          <p className="m-0 text-success">{t('invoices.readiness.ready')}</p>
          <Link
            to={`/activity/invoices/proforma/${readiness.openNow ? 'edit' : 'view'}/${readiness.month}`}
            className={textLink}
          >
            {t(readiness.openNow ? 'invoices.readiness.invoiceNow' : 'invoices.readiness.seeProforma')}
          </Link>
        </>
      )}
    </section>
  );
};
