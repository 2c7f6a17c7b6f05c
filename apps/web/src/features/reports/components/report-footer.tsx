import type { ReportPrice } from '@relais/domain/rules';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { totalsDisplay, type ShownTotals } from '../model/report-totals';

/**
 * The bar that stays at the bottom of the screen while the report scrolls, just above the bottom
 * navigation (and the phone's safe area): the running time and expenses and the send button. It
 * is sticky, so it keeps its own place at the end of the form (nothing moves when it sticks).
 */
export const ReportFooter = ({
  totals,
  amounts,
  disabled,
}: {
  totals: ShownTotals;
  amounts: ReportPrice | null;
  disabled: boolean;
}) => {
  const shown = totalsDisplay(totals);
  return (
    <div
      role="group"
      aria-label={t('reports.footer')}
      data-report-footer
      className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 -mx-4 flex items-center gap-3 border-t border-edge bg-white px-4 py-2 shadow-[0_-2px_6px_rgb(0_0_0/0.08)]"
    >
      <dl className="m-0 grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-2 text-[0.95rem]">
        <dt>{t('reports.totals.total')}</dt>
        <dd className="m-0 font-bold tabular-nums" data-footer-total="total">
          {shown.total}
        </dd>
        {amounts ? (
          <>
            <dt>{t('reports.totals.amount')}</dt>
            <dd className="m-0 font-bold tabular-nums" data-footer-total="amount">
              {formatMoney(amounts.totalCents)}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('reports.totals.expenses')}</dt>
            <dd className="m-0 tabular-nums" data-footer-total="expenses">
              {shown.expenses}
            </dd>
          </>
        )}
      </dl>
      <Button type="submit" className="shrink-0" disabled={disabled}>
        {t('reports.submit')}
      </Button>
    </div>
  );
};
