import { t } from '../../../lib/i18n';
import { totalsDisplay, type ShownTotals } from '../model/report-totals';

/** The totals as the user types: time of the tasks, extra lines, km and expenses. */
export const TotalsBox = ({ totals, premium }: { totals: ShownTotals; premium: boolean }) => {
  const shown = totalsDisplay(totals);
  const rows: [string, string, string][] = [
    ['total', t('reports.totals.total'), shown.total],
    ...(premium
      ? ([['premium', t('reports.totals.premium'), shown.premium]] as [string, string, string][])
      : []),
    ['extraHours', t('reports.totals.extraHours'), shown.extraHours],
    ...(premium
      ? ([['extraPremium', t('reports.totals.extraPremium'), shown.extraPremium]] as [
          string,
          string,
          string,
        ][])
      : []),
    ['km', t('reports.totals.km'), shown.km],
    ['expenses', t('reports.totals.expenses'), shown.expenses],
  ];
  return (
    <section aria-label={t('reports.totals.title')} className="rounded-xl bg-primary-soft p-4">
      <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([id, label, value]) => (
          <div key={id} className="contents" data-total={id}>
            <dt className={id === 'total' ? 'font-bold' : ''}>{label}</dt>
            <dd className={`m-0 text-right tabular-nums ${id === 'total' ? 'font-bold' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
