import { eurosToCents, formatDuration, inBusinessZone, type DashboardKpi } from '@relais/domain/rules';
import { eventTitleWithClient } from '../../../lib/event-title';
import { formatDate, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export type KpiText = {
  hours: string;
  reportsToWrite: string;
  reportsAwaiting: string;
  revenue: string;
  next: { id: string; when: string; what: string } | null;
};

/** The month's figures as home shows them (durations `2h15`, money in the user's language, business zone). */
export const kpiText = (kpi: DashboardKpi): KpiText => {
  const next = kpi.nextIntervention;
  const at = next ? inBusinessZone(next.startDate) : null;
  return {
    hours: formatDuration(kpi.minutesDone),
    reportsToWrite: String(kpi.reportsToWrite),
    reportsAwaiting: String(kpi.reportsAwaitingValidation),
    revenue: formatMoney(eurosToCents(kpi.revenue)),
    next:
      next && at
        ? {
            id: next.id,
            when: t('dashboard.kpi.nextWhen', {
              day: formatDate(at, 'EEEE d MMMM'),
              time: formatDate(at, 'HH:mm'),
            }),
            what: eventTitleWithClient(next),
          }
        : null,
  };
};
