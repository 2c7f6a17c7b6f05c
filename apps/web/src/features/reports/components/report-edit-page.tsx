import { formatDuration, reportIcon } from '@relais/domain/rules';
import { Link, useParams, useSearchParams } from 'react-router';
import { now } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { usePendingActions } from '../../../offline';
import { ReportStatusIcon } from '../../../ui/report-status-icon';
import { useEvents } from '../../../data/events';
import { missingReason } from '../api/read-gaps';
import { submitReportAction, targetEventId } from '../api/report-action';
import { reportDueRange } from '../model/due-range';
import { Notice, Unavailable } from './notice';
import { VisitReportEditor } from './visit-report-editor';

/** `/visit/report/edit/{id?}`: the editor of one intervention's report, or the list to pick one from. */
export const ReportEditPage = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const showPremium = search.get('premiumEnabled') === 'true';
  if (!id) return <InterventionPicker premiumQuery={showPremium} />;
  const actionId = search.get('action');
  // a refused report opens its queued action here: a new editor, from the outbox's copy
  return (
    <VisitReportEditor
      key={`${id}|${actionId ?? ''}`}
      eventId={id}
      actionId={actionId}
      showPremium={showPremium}
    />
  );
};

/** The assistant's interventions that need a report (last month and this one, up to today). */
const InterventionPicker = ({ premiumQuery }: { premiumQuery: boolean }) => {
  const range = reportDueRange(now());
  const events = useEvents(range.start, range.end);
  const queued = new Set(usePendingActions(submitReportAction).map((a) => targetEventId(a.body.target)));
  const due = (events.data ?? [])
    .filter((e) => !queued.has(e.id) && (e.status === 'DONE' || e.reportStatus === 'REJECTED'))
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  const missing = missingReason(events);
  if (missing) return <Unavailable reason={missing} />;
  if (events.isPending) return <Notice text={t('reports.loading')} busy />;
  if (due.length === 0) return <Notice text={t('reports.nothingToReport')} />;
  const suffix = premiumQuery ? '?premiumEnabled=true' : '';
  return (
    <section className="flex flex-col gap-3">
      <h2 className="m-0 text-[1.15rem] font-bold">{t('reports.pickTitle')}</h2>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {due.map((e) => (
          <li key={e.id}>
            <Link
              to={`${e.remote ? '/remote/edit' : '/visit/report/edit'}/${encodeURIComponent(e.id)}${suffix}`}
              className="flex min-h-11 flex-col gap-1 rounded-xl bg-white p-4 text-ink no-underline shadow-sm"
              style={{ borderLeft: `6px solid ${e.clientColor}` }}
            >
              <span className="font-bold">{e.clientName}</span>
              <span className="text-muted">
                {t(e.remote ? 'reports.remoteOn' : 'reports.visitOn', {
                  date: formatDate(e.startDate, 'PPPp'),
                  duration: formatDuration(e.duration),
                })}
              </span>
              <ReportStatusIcon icon={reportIcon(e)} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
