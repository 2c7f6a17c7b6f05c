import type { StaffReportDetail } from '@relais/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { consoleHomeKeys } from '../../home/console-home';
import { ct } from '../../i18n';
import { useMay } from '../../shell/use-staff-me';
import { useConsoleTitle } from '../../shell/use-console-title';
import { answerPremium, getReport, staffReportKeys } from '../api';
import { ProofViewer } from './proof-viewer';
import { ReportDecision } from './report-decision';
import { euros, hoursOf, kindOf } from './report-format';

const Row = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div className="contents">
    <dt className="text-muted">{term}</dt>
    <dd className="m-0">{children}</dd>
  </div>
);

const TaskList = ({ title, tasks }: { title: string; tasks: StaffReportDetail['tasks'] }) =>
  tasks.length === 0 ? null : (
    <section className="flex flex-col gap-2">
      <h2 className="m-0 text-[1.2rem] font-bold">{title}</h2>
      <ul className="m-0 flex flex-col gap-1 pl-5">
        {tasks.map((t, i) => (
          <li key={`${t.taskId}-${i}`}>
            {t.label} · {hoursOf(t.duration)}
            {t.comment ? <span className="text-muted"> — {t.comment}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );

/** The premium request and, while the client has not answered, the answer given on their behalf. */
const PremiumAnswer = ({ detail, onAnswered }: { detail: StaffReportDetail; onAnswered: () => void }) => {
  const may = useMay('operations');
  const answer = useMutation({
    mutationFn: (approved: boolean) => answerPremium(detail.eventId, approved),
    onSuccess: onAnswered,
  });
  if (!detail.premium.enabled && detail.premium.state === 'NONE') return null;
  return (
    <section aria-labelledby="report-premium" className="flex flex-col gap-2">
      <h2 id="report-premium" className="m-0 text-[1.2rem] font-bold">
        {ct('reports.premium')}
      </h2>
      <p className="m-0">{ct(`reports.premiumStates.${detail.premium.state}`)}</p>
      {detail.premium.pending && may && (
        <>
          <p className="m-0">{ct('reports.premiumPending')}</p>
          {answer.isError && <FormAlert text={errorText(answer.error)} />}
          <div className="flex flex-wrap gap-2">
            <Button disabled={answer.isPending} onClick={() => answer.mutate(true)}>
              {ct('reports.premiumApprove')}
            </Button>
            <Button variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate(false)}>
              {ct('reports.premiumRefuse')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
};

const Expenses = ({ detail }: { detail: StaffReportDetail }) => {
  const [open, setOpen] = useState<string | null>(null);
  const files = new Map(detail.report.files.map((f) => [f.id, f]));
  const opened = open ? files.get(open) : undefined;
  if (detail.price.expenses.length === 0) return null;
  return (
    <section aria-labelledby="report-expenses" className="flex flex-col gap-2">
      <h2 id="report-expenses" className="m-0 text-[1.2rem] font-bold">
        {ct('reports.expenses')}
      </h2>
      <ul className="m-0 flex flex-col gap-2 pl-5">
        {detail.price.expenses.map((x, i) => (
          <li key={`${x.fileId ?? ''}-${i}`} className="flex flex-wrap items-center gap-2">
            <span>
              {x.label || ct('reports.expense')} · {euros(x.amount)}
            </span>
            {x.fileId && files.has(x.fileId) && (
              <Button
                variant="secondary"
                aria-expanded={open === x.fileId}
                onClick={() => setOpen(open === x.fileId ? null : x.fileId)}
              >
                {open === x.fileId ? ct('reports.hideProof') : ct('reports.showProof')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {opened && <ProofViewer file={opened} />}
    </section>
  );
};

/** /staff/reports/:eventId: a report in full, its amounts as the pro-forma counts them, the decision. */
export const ReportPage = () => {
  useConsoleTitle('reports.reportTitle');
  const { eventId = '' } = useParams();
  const may = useMay('operations');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const report = useQuery({ queryKey: staffReportKeys.detail(eventId), queryFn: () => getReport(eventId) });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staffReportKeys.all });
    void queryClient.invalidateQueries({ queryKey: consoleHomeKeys.queue('reports') });
    void queryClient.invalidateQueries({ queryKey: consoleHomeKeys.queue('premium') });
  };
  const d = report.data;

  return (
    <section className="flex flex-col gap-4">
      <Link to="/staff/reports" className="font-semibold text-primary">
        {ct('reports.back')}
      </Link>
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('reports.reportTitle')}</h1>
      <div
        role="status"
        aria-live="polite"
        className={notice ? 'rounded-lg bg-secondary-soft px-3 py-2 font-semibold' : 'sr-only'}
      >
        {notice}
      </div>
      {report.isError && !d ? (
        <div role="alert" className="flex items-center gap-2">
          <p className="m-0">{errorText(report.error)}</p>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {ct('shell.retry')}
          </Button>
        </div>
      ) : !d ? (
        <p role="status" className="m-0 text-muted">
          {ct('shell.loading')}
        </p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)]">
          <div className="flex min-w-0 flex-col gap-5">
            <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <Row term={ct('reports.assistant')}>{d.assistant.name}</Row>
              <Row term={ct('reports.client')}>{d.client.name}</Row>
              <Row term={ct('reports.date')}>
                {formatDate(d.startDate, 'PPp')} · {kindOf(d.remote)} · {d.label}
              </Row>
              <Row term={ct('reports.submitted')}>{formatDate(d.report.submittedAt, 'PPp')}</Row>
              <Row term={ct('reports.state')}>{ct(`reports.states.${d.report.status}`)}</Row>
              {d.report.rejectionReason && <Row term={ct('reports.reason')}>{d.report.rejectionReason}</Row>}
              <Row term={ct('reports.hours')}>{hoursOf(d.price.minutes)}</Row>
              {d.price.premiumMinutes > 0 && (
                <Row term={ct('reports.premiumHours')}>{hoursOf(d.price.premiumMinutes)}</Row>
              )}
              <Row term={ct('reports.km')}>{d.price.km}</Row>
            </dl>
            <TaskList title={ct('reports.tasks')} tasks={d.tasks} />
            <TaskList title={ct('reports.premiumTasks')} tasks={d.premiumTasks} />
            <Expenses detail={d} />
            <section className="flex flex-col gap-2">
              <h2 className="m-0 text-[1.2rem] font-bold">{ct('reports.comments')}</h2>
              <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <Row term={ct('reports.publicComment')}>{d.report.publicComment || '—'}</Row>
                <Row term={ct('reports.privateComment')}>{d.report.privateComment || '—'}</Row>
                {d.report.expenseComment ? (
                  <Row term={ct('reports.expenseComment')}>{d.report.expenseComment}</Row>
                ) : null}
              </dl>
            </section>
          </div>
          <div className="flex flex-col gap-5 rounded-xl border border-edge bg-white p-4">
            <section aria-labelledby="report-amounts" className="flex flex-col gap-2">
              <h2 id="report-amounts" className="m-0 text-[1.2rem] font-bold">
                {ct('reports.amounts')}
              </h2>
              <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
                <Row term={ct('reports.hoursAmount')}>{euros(d.price.hoursAmount)}</Row>
                {d.price.premiumAmount > 0 && (
                  <Row term={ct('reports.premiumAmount')}>{euros(d.price.premiumAmount)}</Row>
                )}
                <Row term={ct('reports.kmAmount')}>{euros(d.price.kmAmount)}</Row>
                <Row term={ct('reports.expensesAmount')}>{euros(d.price.expensesAmount)}</Row>
                <Row term={ct('reports.total')}>
                  <strong>{euros(d.price.total)}</strong>
                </Row>
              </dl>
            </section>
            <PremiumAnswer detail={d} onAnswered={refresh} />
            {may && d.report.status === 'PENDING' && (
              <ReportDecision
                eventId={d.eventId}
                onDecided={(decision) => {
                  setNotice(ct(decision === 'VALIDATE' ? 'reports.validated' : 'reports.refused'));
                  refresh();
                }}
                onMoved={() => {
                  setNotice(ct('reports.moved'));
                  refresh();
                }}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
};
