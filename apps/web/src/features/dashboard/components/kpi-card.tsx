import type { DashboardKpi } from '@relais/domain/rules';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { kpiText } from '../model/kpi-text';

/** When the intervention is already listed below, the link scrolls to it without leaving home. */
const scrollToRow = (id: string) => (e: MouseEvent<HTMLAnchorElement>) => {
  const row = Array.from(document.querySelectorAll<HTMLElement>('[data-event-id]')).find(
    (el) => el.dataset['eventId'] === id,
  );
  if (!row) return;
  e.preventDefault();
  row.scrollIntoView?.({ block: 'center' });
  row.focus({ preventScroll: true });
};

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div className="flex flex-col rounded-lg bg-secondary-soft p-3">
    <dt className="text-muted">{label}</dt>
    <dd className="m-0 text-[1.45rem] font-bold">{value}</dd>
  </div>
);

const PLACEHOLDER = '–';

/**
 * The month's KPIs: hours done, reports to write and awaiting validation, revenue so far, next
 * intervention. `state` (loading, offline, failed) keeps the card's shape with placeholders, so
 * home does not jump when the figures arrive.
 */
export const KpiCard = ({ kpi, state }: { kpi: DashboardKpi | null; state?: ReactNode }) => {
  const text = kpi ? kpiText(kpi) : null;
  if (state) {
    return (
      <section
        aria-labelledby="kpi-title"
        aria-busy="true"
        className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
      >
        <h2 id="kpi-title" className="m-0 text-[1.2rem] font-bold">
          {t('dashboard.kpi.title')}
        </h2>
        <dl className="m-0 grid grid-cols-2 gap-2" aria-hidden="true">
          <Figure label={t('dashboard.kpi.hours')} value={PLACEHOLDER} />
          <Figure label={t('dashboard.kpi.revenue')} value={PLACEHOLDER} />
          <Figure label={t('dashboard.kpi.reportsToWrite')} value={PLACEHOLDER} />
          <Figure label={t('dashboard.kpi.reportsAwaiting')} value={PLACEHOLDER} />
        </dl>
        {/* the same two lines as the next intervention's link, so the figures' arrival moves nothing */}
        <div className="flex flex-col gap-0.5">
          <h3 className="m-0 text-[1.08rem] font-bold" aria-hidden="true">
            {t('dashboard.kpi.next')}
          </h3>
          <div className="flex min-h-11 flex-col justify-center">
            <span aria-hidden="true">{PLACEHOLDER}</span>
            {state}
          </div>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="kpi-title" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="kpi-title" className="m-0 text-[1.2rem] font-bold">
        {t('dashboard.kpi.title')}
      </h2>
      {text === null ? (
        <p className="m-0 text-muted">{t('dashboard.kpi.none')}</p>
      ) : (
        <>
          <dl className="m-0 grid grid-cols-2 gap-2">
            <Figure label={t('dashboard.kpi.hours')} value={text.hours} />
            <Figure label={t('dashboard.kpi.revenue')} value={text.revenue} />
            <Figure label={t('dashboard.kpi.reportsToWrite')} value={text.reportsToWrite} />
            <Figure label={t('dashboard.kpi.reportsAwaiting')} value={text.reportsAwaiting} />
          </dl>
          <div className="flex flex-col gap-0.5">
            <h3 className="m-0 text-[1.08rem] font-bold">{t('dashboard.kpi.next')}</h3>
            {text.next ? (
              <Link
                to={`/home/${encodeURIComponent(text.next.id)}`}
                onClick={scrollToRow(text.next.id)}
                className="flex min-h-11 flex-col justify-center rounded-lg text-primary underline"
              >
                <span className="font-semibold first-letter:uppercase">{text.next.when}</span>
                <span className="break-words">{text.next.what}</span>
              </Link>
            ) : (
              <p className="m-0 text-muted">{t('dashboard.kpi.noNext')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
};
