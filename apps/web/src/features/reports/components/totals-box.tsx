import type { ReportPrice } from '@relais/domain/rules';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { totalsDisplay, type ShownTotals } from '../model/report-totals';

type Row = { id: string; label: string; value: string; amount?: number | undefined };

/**
 * The totals as the user types: time of the tasks, extra lines, km and expenses, each with its
 * amount as the pro-forma will count it (`amounts`, from the active rates), and the report's amount.
 */
export const TotalsBox = ({
  totals,
  premium,
  amounts,
}: {
  totals: ShownTotals;
  premium: boolean;
  amounts: ReportPrice | null;
}) => {
  const shown = totalsDisplay(totals);
  const rows: Row[] = [
    { id: 'total', label: t('reports.totals.total'), value: shown.total },
    ...(premium ? [{ id: 'premium', label: t('reports.totals.premium'), value: shown.premium }] : []),
    { id: 'extraHours', label: t('reports.totals.extraHours'), value: shown.extraHours },
    ...(premium
      ? [{ id: 'extraPremium', label: t('reports.totals.extraPremium'), value: shown.extraPremium }]
      : []),
    { id: 'km', label: t('reports.totals.km'), value: shown.km },
    { id: 'expenses', label: t('reports.totals.expenses'), value: shown.expenses },
  ];
  const money: Row[] = amounts
    ? [
        {
          id: 'hoursAmount',
          label: t('reports.totals.hoursAmount'),
          value: formatMoney(amounts.hoursCents),
        },
        ...(premium
          ? [
              {
                id: 'premiumAmount',
                label: t('reports.totals.premiumAmount'),
                value: formatMoney(amounts.premiumHoursCents),
              },
            ]
          : []),
        { id: 'kmAmount', label: t('reports.totals.kmAmount'), value: formatMoney(amounts.kmCents) },
        {
          id: 'expensesAmount',
          label: t('reports.totals.expensesAmount'),
          value: formatMoney(amounts.expensesCents),
        },
        { id: 'amount', label: t('reports.totals.amount'), value: formatMoney(amounts.totalCents) },
      ]
    : [];
  const strong = (id: string) => id === 'total' || id === 'amount';
  const list = (items: Row[]) => (
    <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {items.map(({ id, label, value }) => (
        <div key={id} className="contents" data-total={id}>
          <dt className={strong(id) ? 'font-bold' : ''}>{label}</dt>
          <dd className={`m-0 text-right tabular-nums ${strong(id) ? 'font-bold' : ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <section
      aria-label={t('reports.totals.title')}
      className="flex flex-col gap-3 rounded-xl bg-primary-soft p-4"
    >
      {list(rows)}
      <div className="flex flex-col gap-1 border-t border-edge pt-3" data-testid="report-amounts">
        <h3 className="m-0 text-[1.05rem] font-semibold">{t('reports.totals.amountsTitle')}</h3>
        {amounts ? list(money) : <p className="m-0 text-muted">{t('reports.totals.amountsUnknown')}</p>}
        {amounts && <p className="m-0 text-sm text-muted">{t('reports.totals.amountsHelp')}</p>}
      </div>
    </section>
  );
};
