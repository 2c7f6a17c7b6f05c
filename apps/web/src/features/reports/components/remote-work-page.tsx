import {
  businessDate,
  zonedDateTime,
  type InterventionEvent,
  type RemoteWorkBody,
} from '@relais/domain/rules';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { useUserId, type PendingAction, type StoredFile } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { RefusedNotice } from '../../../ui/refused-notice';
import { inlineTextLink } from '../../../ui/text-link';
import { submitReportAction, type SubmitReportBody } from '../api/report-action';
import { useClientRates } from '../../../data/clients';
import { usePremium, useReport, useTaskGroups } from '../api/report-queries';
import { missingReason, premiumOfEvent, settled } from '../api/read-gaps';
import { useEventData, useQueuedReport } from '../api/use-event-data';
import { useDraftWriter } from '../../../lib/drafts/use-draft-writer';
import { useEditorStart } from '../api/use-editor-start';
import { usePendingActions } from '../../../offline';
import { entryMinutes } from '../model/report-body';
import { reportOpening } from '../model/report-opening';
import { emptyReportForm, formFromReport, type ReportFormValues } from '../model/report-values';
import { useClientChoices } from '../../../data/clients';
import { reportErrorText } from './error-text';
import { sendReport } from './send-report';
import { OptionList, SelectField, type SelectOption } from '../../../ui/select-field';
import { EventFailure } from './event-failure';
import { Notice, TooEarly, Unavailable } from './notice';
import { ReportEditor } from './report-editor';

type RemoteDraft = { values: ReportFormValues; clientId: string };

const totalMinutes = (v: ReportFormValues): number =>
  [...Object.values(v.tasks), ...Object.values(v.premiumTasks)].reduce(
    (sum, e) => sum + Math.max(0, entryMinutes(e)),
    0,
  );

/** `/remote/create` and `/remote/edit/{id}`: client, date, start time, then the report (remote mode). */
export const RemoteWorkPage = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const actionId = search.get('action');
  // a refused new remote work opens its queued action here: a new editor, from the outbox's copy
  return <RemoteWork key={`${id ?? 'new'}|${actionId ?? ''}`} eventId={id} actionId={actionId} />;
};

const RemoteWork = ({ eventId, actionId }: { eventId: string | undefined; actionId: string | null }) => {
  const userId = useUserId();
  const { query, event } = useEventData(eventId);
  const queuedForEvent = useQueuedReport(eventId);
  const all = usePendingActions(submitReportAction);
  const action = actionId
    ? eventId
      ? queuedForEvent?.id === actionId
        ? queuedForEvent
        : undefined
      : all.find((a) => a.id === actionId)
    : undefined;
  const queuedBody = action?.body;
  const [clientId, setClientId] = useState<string | null>(null);
  const report = useReport(event?.reportStatus === 'REJECTED' ? eventId : undefined, true);
  const premium = usePremium(eventId);
  const groups = useTaskGroups();
  const { clients } = useClientChoices();
  const key = eventId ? `remote:${eventId}` : 'remote:new';
  // what the form needs; the premium read is not needed: the intervention carries its state
  const needed = event?.reportStatus === 'REJECTED' ? [groups, report] : [groups];
  const missing = missingReason(...needed);
  const ready = Boolean(
    needed.every((q) => q.data !== undefined) && (!eventId || (event && settled(premium))),
  );

  const start = useEditorStart<RemoteDraft>({
    userId,
    key,
    actionId: action?.id ?? null,
    ready,
    build: (draft, files?: StoredFile[]) => {
      if (draft) return draft;
      const target = queuedBody?.target;
      if (queuedBody && target?.mode !== 'visit') {
        const work = target?.mode === 'remoteCreate' ? target.remoteWork : target?.remoteWork;
        return {
          values: formFromReport(queuedBody.report, { uploads: queuedBody.uploads, files: files ?? [] }),
          clientId: work?.clientId ?? event?.clientId ?? '',
        };
      }
      if (report.data) return { values: formFromReport(report.data), clientId: event?.clientId ?? '' };
      const planned = event?.startDate ?? zonedDateTime(businessDate(now()), '09:00').toISOString();
      return { values: emptyReportForm(planned), clientId: event?.clientId ?? '' };
    },
  });
  const client = clientId ?? start?.clientId ?? '';
  const rates = useClientRates(client || undefined);
  const writer = useDraftWriter<RemoteDraft>(userId, key);
  const [latest, setLatest] = useState<ReportFormValues | null>(null);
  const onChange = useCallback(
    (values: ReportFormValues) => {
      setLatest(values);
      void writer?.save({ values, clientId: client });
    },
    [writer, client],
  );

  if (eventId && !event) {
    if (query.isError) return <EventFailure error={query.error} />;
    return query.fetchStatus === 'paused' ? (
      <Unavailable reason="offline" />
    ) : (
      <Notice text={t('reports.loading')} busy />
    );
  }
  const opening = event ? reportOpening(event, now(), action !== undefined) : 'open';
  if (event && opening === 'tooEarly') return <TooEarly event={event} />;
  if (event && opening === 'sent') {
    return (
      <Notice
        text={t('reports.notEditable')}
        link={{ to: `/remote/view/${event.id}`, label: t('reports.seeReport') }}
      />
    );
  }
  if (!start) return missing ? <Unavailable reason={missing} /> : <Notice text={t('reports.loading')} busy />;

  const changeClient = (next: string) => {
    setClientId(next);
    const values = latest ?? start.values;
    void writer?.save({ values, clientId: next });
  };

  return (
    <RemoteForm
      event={event}
      initial={start.values}
      clientId={client}
      clients={clients.map((c) => ({
        value: c.id,
        label: c.name,
        ...(c.other ? { group: t('reports.otherClients') } : {}),
      }))}
      onClient={changeClient}
      onChange={onChange}
      action={action ? { id: action.id, body: queuedBody, pending: action } : undefined}
      rates={rates.data ?? []}
      premium={premium.data ?? (event ? premiumOfEvent(event) : null)}
      groups={groups.data ?? []}
      onSubmitted={() => writer?.discard()}
      clientName={clients.find((c) => c.id === client)?.name ?? event?.clientName ?? ''}
      clientColor={clients.find((c) => c.id === client)?.color ?? event?.clientColor}
    />
  );
};

type FormProps = {
  event: InterventionEvent | undefined;
  initial: ReportFormValues;
  clientId: string;
  clients: SelectOption[];
  onClient: (id: string) => void;
  onChange: (values: ReportFormValues) => void;
  action: { id: string; body: SubmitReportBody | undefined; pending: PendingAction } | undefined;
  rates: NonNullable<ReturnType<typeof useClientRates>['data']>;
  premium: ReturnType<typeof usePremium>['data'] | null;
  groups: NonNullable<ReturnType<typeof useTaskGroups>['data']>;
  onSubmitted: () => Promise<void> | undefined;
  clientName: string;
  clientColor: string | undefined;
};

const RemoteForm = (p: FormProps) => {
  const userId = useUserId() ?? '';
  const navigate = useNavigate();
  const [clientError, setClientError] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ReportFormValues) => {
    setSubmitting(true);
    try {
      const startDate = zonedDateTime(values.date, values.time).toISOString();
      const work: RemoteWorkBody = {
        clientId: p.clientId,
        startDate,
        duration: p.event?.duration ?? totalMinutes(values),
      };
      const changed =
        p.event &&
        (p.event.clientId !== p.clientId ||
          new Date(p.event.startDate).getTime() !== new Date(startDate).getTime());
      const result = await sendReport(
        values,
        p.premium,
        {
          assistantId: userId,
          target: p.event
            ? { mode: 'remoteReport', eventId: p.event.id, remoteWork: changed ? work : null }
            : { mode: 'remoteCreate', remoteWork: work },
          clientName: p.clientName,
          ...(p.clientColor ? { clientColor: p.clientColor } : {}),
          plannedStart: startDate,
        },
        p.action?.id,
      );
      // the outbox holds what was typed from here on (a refused one opens its queued copy)
      await p.onSubmitted();
      if (result.kind === 'fix') void navigate(result.path, { replace: true });
      else
        void navigate(p.event ? `/remote/view/${encodeURIComponent(p.event.id)}` : '/home', {
          replace: true,
        });
    } catch (error) {
      setSubmitting(false);
      showErrorDialog(error);
    }
  };

  const checkHead = () => {
    const error = p.clientId ? undefined : reportErrorText('required-field');
    setClientError(error);
    return !error;
  };

  return (
    <>
      <RefusedNotice action={p.action?.pending} />
      {!p.event && (
        <p className="m-0 flex flex-wrap items-center gap-x-2">
          <span>{t('reports.remoteReportIntro')}</span>
          <Link to="/visit/create?remote=1" className={inlineTextLink}>
            {t('reports.planRemote')}
          </Link>
        </p>
      )}
      <ReportEditor
        initial={p.initial}
        remote
        clientId={p.clientId}
        taskGroups={p.groups}
        rates={p.rates}
        premium={p.premium ?? null}
        showPremium={false}
        onChange={p.onChange}
        onSubmit={(values) => void submit(values)}
        submitting={submitting}
        startRule={{ durationMinutes: p.event?.duration ?? null }}
        checkHead={checkHead}
        head={
          <SelectField
            label={t('reports.client')}
            value={p.clientId}
            error={clientError}
            onChange={(e) => {
              const id = e.target.value;
              p.onClient(id);
              if (id) setClientError(undefined);
            }}
          >
            <option value="">{t('reports.choose')}</option>
            <OptionList options={p.clients} />
          </SelectField>
        }
      />
    </>
  );
};
