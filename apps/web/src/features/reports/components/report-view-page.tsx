import { reportIcon } from '@relais/domain/rules';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { isOutboxItemId, useOutboxItemPath } from '../../../offline';
import { ReportStatusIcon, reportStatusLabel } from '../../../ui/report-status-icon';
import { useReport, useTaskGroups } from '../api/report-queries';
import { useEventData, useQueuedReport } from '../api/use-event-data';
import { EventFailure } from './event-failure';
import { Notice, Unavailable } from './notice';
import { ReportContent } from './report-content';

/** `/visit/report/view/{id}` and `/remote/view/{id}`: the submitted (or queued) report and its status. */
export const ReportViewPage = () => {
  const { id } = useParams();
  const { pathname } = useLocation();
  const { query, event } = useEventData(id);
  const remote = event?.remote ?? pathname.startsWith('/remote/');
  const queued = useQueuedReport(id);
  // a report still in the outbox shows from there: the server has no copy yet (asking would 404)
  const sent = !queued && event && event.status !== 'DONE' && event.status !== 'SCHEDULED';
  const report = useReport(sent ? id : undefined, remote);
  const groups = useTaskGroups();
  // a remote work still in the outbox has nothing on the server to view: its form opens instead
  const outboxOnly = id !== undefined && isOutboxItemId(id);
  const outboxPath = useOutboxItemPath(outboxOnly ? id : undefined);

  if (outboxOnly) {
    if (outboxPath) return <Navigate to={outboxPath} replace />;
    return outboxPath === null ? (
      <Notice text={t('reports.notFound')} />
    ) : (
      <Notice text={t('reports.loading')} busy />
    );
  }
  if (!event) {
    if (query.isError) return <EventFailure error={query.error} />;
    return query.fetchStatus === 'paused' ? (
      <Unavailable reason="offline" />
    ) : (
      <Notice text={t('reports.loading')} busy />
    );
  }
  const icon = reportIcon(event, queued !== undefined);
  const editPath = `${remote ? '/remote/edit' : '/visit/report/edit'}/${encodeURIComponent(event.id)}`;
  const shown =
    queued?.body.report ??
    (event.reportStatus === 'REJECTED' ? (report.data ?? undefined) : report.data) ??
    undefined;
  const queuedNames = queued
    ? new Map(queued.body.uploads.map((u, i) => [u.line, t('reports.view.proofNumber', { n: i + 1 })]))
    : undefined;

  return (
    <div className="flex flex-col gap-3">
      <header
        className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm"
        style={{ borderLeft: `6px solid ${event.clientColor}` }}
      >
        <p className="m-0 text-[1.15rem] font-bold">{event.clientName}</p>
        <p className="m-0 text-muted">{formatDate(event.startDate, 'PPPp')}</p>
        <p className="m-0" aria-label={t('reports.statusLabel', { status: reportStatusLabel(icon) })}>
          <ReportStatusIcon icon={icon} />
        </p>
        {queued?.state === 'parked' && queued.lastError && (
          <p role="alert" className="m-0 rounded-lg bg-error-soft p-3">
            {queued.lastError.message}
          </p>
        )}
        {icon === 'error' && event.rejectionReason && (
          <p className="m-0 rounded-lg bg-error-soft p-3">
            {t('reports.rejectedBecause', { reason: event.rejectionReason })}
          </p>
        )}
        {(icon === 'error' || icon === 'needed' || queued?.state === 'parked') && (
          <Link
            to={queued?.state === 'parked' ? `${editPath}?action=${encodeURIComponent(queued.id)}` : editPath}
            className="min-h-11 self-start font-semibold text-primary underline"
          >
            {t(icon === 'needed' ? 'reports.writeReport' : 'reports.editAgain')}
          </Link>
        )}
      </header>
      {shown ? (
        <ReportContent
          report={shown}
          files={queued ? [] : (report.data?.files ?? [])}
          groups={groups.data ?? []}
          queuedNames={queuedNames}
        />
      ) : report.isPending && icon !== 'needed' && icon !== 'none' ? (
        report.fetchStatus === 'paused' ? (
          <Unavailable reason="offline" />
        ) : (
          <Notice text={t('reports.loading')} busy />
        )
      ) : icon === 'needed' || icon === 'none' ? null : (
        <Notice text={t('reports.noReport')} />
      )}
    </div>
  );
};
