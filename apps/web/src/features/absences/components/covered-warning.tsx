import { useQuery } from '@tanstack/react-query';
import { eventsQuery } from '../../../data/events';
import { eventTitleWithClient } from '../../../lib/event-title';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useUserId } from '../../../offline';
import { coveredInterventions, coveredRange } from '../model/covered';

/** The interventions of an absence's dates (none read while the dates are not a range). */
export const useCoveredEvents = (startDate: string, endDate: string) => {
  const userId = useUserId();
  const range = coveredRange(startDate, endDate);
  return useQuery({
    ...eventsQuery(userId, range?.start ?? '', range?.end ?? ''),
    enabled: Boolean(userId && range),
  });
};

/**
 * Under the dates of an absence: the planned interventions it covers, named, before it is saved
 * (decisions "Availability and absences": a warning, the absence is still taken). Nothing while the
 * dates are not a range, or the interventions of those dates are not known (offline, never loaded).
 */
export const CoveredWarning = ({ startDate, endDate }: { startDate: string; endDate: string }) => {
  const range = coveredRange(startDate, endDate);
  const query = useCoveredEvents(startDate, endDate);
  if (!range || !query.data) return null;
  const covered = coveredInterventions(query.data, startDate, endDate);
  if (covered.length === 0) return null;
  const count = covered.length;
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-lg border-l-4 border-secondary bg-secondary-soft p-3"
    >
      <p className="m-0 font-semibold">{t('absences.covers', { count })}</p>
      <ul className="m-0 flex flex-col gap-1 pl-5">
        {covered.map((e) => (
          <li key={e.id}>
            {t('absences.coveredLine', {
              date: formatDate(e.startDate, 'EEEE d MMMM'),
              time: formatDate(e.startDate, 'HH:mm'),
              title: eventTitleWithClient(e),
            })}
          </li>
        ))}
      </ul>
      <p className="m-0">{t('absences.coversAfter', { count })}</p>
    </div>
  );
};
