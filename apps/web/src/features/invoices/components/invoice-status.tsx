import type { InvoiceStatus } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { STATUS_STYLE } from '../model/display';

/** The status as a badge: translated label (ACCEPTED reads 'Billed'), a distinct style per status. */
export const InvoiceStatusBadge = ({ status }: { status: InvoiceStatus }) => (
  <span
    data-status={status}
    className={`inline-block rounded-md border px-2 py-0.5 text-sm font-bold whitespace-nowrap ${STATUS_STYLE[status]}`}
  >
    {t(`invoices.status.${status}`)}
  </span>
);
