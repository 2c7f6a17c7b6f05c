import { formatDuration, reportIcon, type InterventionEvent } from '@relais/domain/rules';
import { Link } from 'react-router';
import { eventTitle } from '../../../lib/event-title';
import { t } from '../../../lib/i18n';
import { ReportStatusIcon } from '../../../ui/report-status-icon';
import type { PendingMark } from '../../../offline';
import { interventionLink } from '../../../data/events';
import { timeText } from '../model/event-time';
import { isPendingVisitId } from '../model/pending-visits';
import { ClientDot } from './client-dot';

/** One intervention: colour, time, duration, label, remote, report status and its direct action. */
export const InterventionRow = ({
  event,
  pending,
}: {
  event: InterventionEvent;
  pending: PendingMark | undefined;
}) => {
  const link = interventionLink(event, pending);
  const label = eventTitle(event);
  return (
    <li
      className="flex scroll-mt-16 flex-col gap-1 border-b border-edge py-3 last:border-b-0"
      data-event-id={event.id}
      tabIndex={-1}
    >
      <div className="flex items-start gap-2">
        <ClientDot color={event.clientColor} className="mt-1.5 h-3.5 w-3.5" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="m-0 flex flex-wrap items-baseline gap-x-2">
            <span className="font-bold">{timeText(event.startDate)}</span>
            <span className="text-muted">{formatDuration(event.duration)}</span>
            {event.remote && (
              <span className="rounded bg-secondary-soft px-1.5 text-sm font-semibold text-secondary">
                {t('interventions.remoteMarker')}
              </span>
            )}
          </p>
          <p className="m-0 font-semibold break-words">{label}</p>
          <p className="m-0 text-muted break-words">{event.clientName}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 pl-5.5">
        <ReportStatusIcon
          icon={
            pending?.state === 'parked'
              ? 'error'
              : reportIcon(event, Boolean(pending) || isPendingVisitId(event.id))
          }
        />
        <Link
          to={link.to}
          className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary hover:bg-primary-soft"
          aria-label={`${t(link.labelKey)} – ${label}`}
        >
          {t(link.labelKey)}
        </Link>
      </div>
      {pending?.state === 'parked' && (
        <p className="m-0 pl-5.5 font-semibold text-error">{t('interventions.needsYou')}</p>
      )}
      {event.reportStatus === 'REJECTED' && event.rejectionReason && (
        <p className="m-0 rounded-lg border-l-4 border-l-error bg-error-soft p-2 break-words">
          {t('interventions.rejectedBecause', { reason: event.rejectionReason })}
        </p>
      )}
    </li>
  );
};
