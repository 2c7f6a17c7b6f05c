import { formatDuration, type InterventionEvent } from '@relais/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import { call } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { requireOnline, useUserId, type PendingAction, type StoredFile } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { RefusedNotice } from '../../../ui/refused-notice';
import { routeTable } from '@relais/contract/routes';
import type { SubmitReportBody } from '../api/report-action';
import { useClientRates } from '../../../data/clients';
import { premiumKey, usePremium, useReport, useTaskGroups } from '../api/report-queries';
import { missingReason, premiumOfEvent, settled } from '../api/read-gaps';
import { useEventData, useQueuedReport } from '../api/use-event-data';
import { useDraftWriter } from '../../../lib/drafts/use-draft-writer';
import { useEditorStart } from '../api/use-editor-start';
import { reportOpening } from '../model/report-opening';
import { emptyReportForm, formFromReport, type ReportFormValues } from '../model/report-values';
import { ReportEditor } from './report-editor';
import { EventFailure } from './event-failure';
import { Notice, TooEarly, Unavailable } from './notice';
import { sendReport } from './send-report';

export type ReportDraft = { values: ReportFormValues };

/** The report of one visit (or of a remote work opened from the list): `/visit/report/edit/{id}`. */
export const VisitReportEditor = ({
  eventId,
  actionId,
  showPremium,
}: {
  eventId: string;
  actionId: string | null;
  showPremium: boolean;
}) => {
  const userId = useUserId();
  const { query, event } = useEventData(eventId);
  const queued = useQueuedReport(eventId);
  const action = actionId && queued?.id === actionId ? queued : undefined;
  const opening = event ? reportOpening(event, now(), action !== undefined) : undefined;
  const report = useReport(event?.reportStatus === 'REJECTED' ? eventId : undefined, event?.remote);
  const rates = useClientRates(event?.clientId);
  const premium = usePremium(eventId);
  const groups = useTaskGroups();
  // what the form needs; the premium read is not needed: the intervention carries its state
  const needed = event?.reportStatus === 'REJECTED' ? [groups, rates, report] : [groups, rates];
  const missing = event ? missingReason(...needed) : null;
  const ready = Boolean(event && needed.every((q) => q.data !== undefined) && settled(premium));

  const build = (draft: ReportDraft | undefined, files: StoredFile[]): ReportFormValues => {
    if (draft) return draft.values;
    if (action)
      return formFromReport(action.body.report, { uploads: action.body.uploads, files: files ?? [] });
    if (report.data) return formFromReport(report.data);
    return emptyReportForm(event?.startDate ?? null, rates.data);
  };
  const start = useEditorStart<ReportDraft>({
    userId,
    key: `visit:${eventId}`,
    actionId: action?.id ?? null,
    ready,
    build: (draft, files) => ({ values: build(draft, files ?? []) }),
  });
  const writer = useDraftWriter<ReportDraft>(userId, `visit:${eventId}`);
  const onChange = useCallback((values: ReportFormValues) => void writer?.save({ values }), [writer]);

  if (!event) {
    if (query.isError) return <EventFailure error={query.error} />;
    return query.fetchStatus === 'paused' ? (
      <Unavailable reason="offline" />
    ) : (
      <Notice text={t('reports.loading')} busy />
    );
  }
  if (opening === 'tooEarly') return <TooEarly event={event} />;
  if (opening === 'sent') {
    return (
      <Notice
        text={t('reports.notEditable')}
        link={{ to: `/visit/report/view/${eventId}`, label: t('reports.seeReport') }}
      />
    );
  }
  if (!start) return missing ? <Unavailable reason={missing} /> : <Notice text={t('reports.loading')} busy />;
  return (
    <VisitForm
      event={event}
      initial={start.values}
      action={action}
      showPremium={showPremium}
      onChange={onChange}
      onSubmitted={() => writer?.discard()}
      rates={rates.data ?? []}
      premium={premium.data ?? premiumOfEvent(event)}
      groups={groups.data ?? []}
    />
  );
};

type FormProps = {
  event: InterventionEvent;
  initial: ReportFormValues;
  action: PendingAction<SubmitReportBody> | undefined;
  showPremium: boolean;
  onChange: (values: ReportFormValues) => void;
  onSubmitted: () => Promise<void> | undefined;
  rates: NonNullable<ReturnType<typeof useClientRates>['data']>;
  premium: ReturnType<typeof usePremium>['data'] | null;
  groups: NonNullable<ReturnType<typeof useTaskGroups>['data']>;
};

const VisitForm = ({
  event,
  initial,
  action,
  showPremium,
  onChange,
  onSubmitted,
  rates,
  premium,
  groups,
}: FormProps) => {
  const userId = useUserId() ?? '';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const askPremium = async () => {
    if (!requireOnline()) return;
    setAsking(true);
    try {
      const next = await call(routeTable.requestPremium, { params: { id: userId, eventId: event.id } });
      qc.setQueryData(premiumKey(userId, event.id), next);
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setAsking(false);
    }
  };

  const submit = async (values: ReportFormValues) => {
    setSubmitting(true);
    try {
      const result = await sendReport(
        values,
        premium,
        {
          assistantId: userId,
          target: event.remote
            ? { mode: 'remoteReport', eventId: event.id, remoteWork: null }
            : { mode: 'visit', eventId: event.id },
          clientName: event.clientName,
          clientColor: event.clientColor,
          plannedStart: event.startDate,
        },
        action?.id,
      );
      // the outbox holds what was typed from here on (a refused one opens its queued copy)
      await onSubmitted();
      if (result.kind === 'fix') void navigate(result.path, { replace: true });
      else
        void navigate(
          `${event.remote ? '/remote/view' : '/visit/report/view'}/${encodeURIComponent(event.id)}`,
          { replace: true },
        );
    } catch (error) {
      setSubmitting(false);
      showErrorDialog(error);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <header
        className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm"
        style={{ borderLeft: `6px solid ${event.clientColor}` }}
      >
        <p className="m-0 text-[1.15rem] font-bold">{event.clientName}</p>
        <p className="m-0 text-muted">
          {t('reports.plannedAt', {
            date: formatDate(event.startDate, 'PPPp'),
            duration: formatDuration(event.duration),
          })}
        </p>
      </header>
      <RefusedNotice action={action} />
      {event.reportStatus === 'REJECTED' && event.rejectionReason && (
        <p className="m-0 rounded-xl border-l-4 border-l-error bg-error-soft p-3">
          {t('reports.rejectedBecause', { reason: event.rejectionReason })}
        </p>
      )}
      <ReportEditor
        initial={initial}
        remote={event.remote}
        clientId={event.clientId}
        taskGroups={groups}
        rates={rates}
        premium={premium ?? null}
        showPremium={showPremium}
        askingPremium={asking}
        onAskPremium={() => void askPremium()}
        onChange={onChange}
        onSubmit={(values) => void submit(values)}
        submitting={submitting}
      />
    </div>
  );
};
