import type { InterventionEvent } from '@relais/domain/rules';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** A short message in a card (loading, not found, nothing to do), with an optional link. */
export const Notice = ({
  text,
  busy = false,
  link,
}: {
  text: string;
  busy?: boolean;
  link?: { to: string; label: string };
}) => (
  <div
    className="flex flex-col items-start gap-3 rounded-xl bg-white p-4 shadow-sm"
    role={busy ? 'status' : undefined}
  >
    <p className="m-0">{text}</p>
    {link && (
      <Link to={link.to} className="min-h-11 font-semibold text-primary underline">
        {link.label}
      </Link>
    )}
  </div>
);

/** The report of an intervention that has not started yet (the server's `report_too_early`), with a way back. */
export const TooEarly = ({ event }: { event: Pick<InterventionEvent, 'startDate'> }) => (
  <Notice
    text={t('reports.tooEarly', { date: formatDate(event.startDate, 'PPPp') })}
    link={{ to: '/home', label: t('reports.backHome') }}
  />
);

/** A report screen whose data is not on the device and cannot come now: says so at once, never 'Loading…' for ever. */
export const Unavailable = ({ reason }: { reason: 'offline' | 'failed' }) => (
  <div role="alert">
    <Notice
      text={t(reason === 'offline' ? 'reports.offlineNoData' : 'reports.loadFailed')}
      link={{ to: '/home', label: t('reports.backHome') }}
    />
  </div>
);
