import type { AssistantRate } from '@relais/domain/rules';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** The rates of one kind as select options: "Standard — 30,00 €/h". */
export const rateOptions = (rates: readonly AssistantRate[], kind: AssistantRate['kind']) =>
  rates
    .filter((r) => r.kind === kind)
    .map((r) => ({
      value: r.id,
      label: t('reports.rateOption', { label: r.label, price: formatMoney(Math.round(r.hourlyRate * 100)) }),
    }));
