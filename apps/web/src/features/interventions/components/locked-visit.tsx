import { formatDuration, reportIcon, type InterventionEvent } from '@relais/domain/rules';
import { Link } from 'react-router';
import { eventTitle } from '../../../lib/event-title';
import { t } from '../../../lib/i18n';
import { ReportStatusIcon } from '../../../ui/report-status-icon';
import { dayText, timeText } from '../model/event-time';
import { reportViewPath } from '../../../data/events';
import { ClientDot } from './client-dot';

/** A visit whose report was submitted: read only, with a link to its report. */
export const LockedVisit = ({ event }: { event: InterventionEvent }) => (
  <section
    className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    aria-labelledby="locked-visit-title"
  >
    <h2 id="locked-visit-title" className="m-0 text-[1.2rem] font-bold break-words">
      {eventTitle(event)}
    </h2>
    <p className="m-0 rounded-lg bg-secondary-soft p-3">{t('interventions.lockedText')}</p>
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="font-semibold">{t('interventions.client')}</dt>
      <dd className="m-0 flex items-center gap-2">
        <ClientDot color={event.clientColor} />
        {event.clientName}
      </dd>
      <dt className="font-semibold">{t('interventions.date')}</dt>
      <dd className="m-0">{`${dayText(event.startDate)}, ${timeText(event.startDate)}`}</dd>
      <dt className="font-semibold">{t('interventions.duration')}</dt>
      <dd className="m-0">{formatDuration(event.duration)}</dd>
      {event.comment && (
        <>
          <dt className="font-semibold">{t('interventions.notes')}</dt>
          <dd className="m-0 break-words whitespace-pre-line">{event.comment}</dd>
        </>
      )}
    </dl>
    <ReportStatusIcon icon={reportIcon(event)} />
    <Link
      to={reportViewPath(event)}
      className="inline-flex min-h-11 items-center self-start rounded-lg bg-primary px-4 font-semibold text-white hover:bg-primary-strong"
    >
      {t('interventions.seeReport')}
    </Link>
  </section>
);
