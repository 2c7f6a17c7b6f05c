import {
  formatDuration,
  reportTotals,
  type ExpenseLine,
  type ReportBodyInput,
  type StoredFileInfo,
  type TaskGroup,
} from '@relais/domain/rules';
import { formatDate, formatDecimal, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { TaskGroupIcon } from '../../../ui/task-group-icon';
import { useFileUrl } from '../api/report-queries';
import { Section } from './section';

type Task = ReportBodyInput['reportTaskRequestList'][number];

const byGroup = (groups: readonly TaskGroup[], tasks: readonly Task[]) =>
  groups
    .map((g) => ({
      group: g,
      tasks: tasks.flatMap((task) => {
        const def = g.tasks.find((x) => x.id === task.taskId);
        return def ? [{ ...task, label: def.label }] : [];
      }),
    }))
    .filter((g) => g.tasks.length > 0);

const TaskList = ({ groups, tasks }: { groups: readonly TaskGroup[]; tasks: readonly Task[] }) => (
  <ul className="m-0 flex list-none flex-col gap-3 p-0">
    {byGroup(groups, tasks).map(({ group, tasks: items }) => (
      <li key={group.id} className="flex flex-col gap-1">
        <span className="flex items-center gap-2 font-bold">
          <TaskGroupIcon code={group.code} className="h-5 w-5 text-primary" />
          {group.label}
        </span>
        <ul className="m-0 flex list-none flex-col gap-1 pl-7">
          {items.map((task) => (
            <li key={task.taskId} className="flex flex-col">
              <span className="flex justify-between gap-2">
                <span>{task.label}</span>
                <span className="tabular-nums font-semibold">{formatDuration(task.duration)}</span>
              </span>
              {task.comment && <span className="text-sm text-muted">{task.comment}</span>}
            </li>
          ))}
        </ul>
      </li>
    ))}
  </ul>
);

const ProofLink = ({ file }: { file: StoredFileInfo }) => {
  const url = useFileUrl(file.id);
  if (!url.data) return <span className="text-sm text-muted">{file.name}</span>;
  return (
    <a
      href={url.data}
      target="_blank"
      rel="noreferrer"
      className="flex items-center gap-2 text-primary underline"
    >
      {file.type.startsWith('image/') && (
        <img src={url.data} alt="" className="h-14 w-14 rounded object-cover" />
      )}
      <span className="break-all text-sm">{t('reports.seeProof', { name: file.name })}</span>
    </a>
  );
};

const lineText = (line: ExpenseLine): string => {
  if (line.kind === 'HOURS') return t('reports.view.hoursLine', { duration: formatDuration(line.quantity) });
  if (line.kind === 'PREMIUM_HOURS')
    return t('reports.view.premiumHoursLine', { duration: formatDuration(line.quantity) });
  if (line.kind === 'KM') return t('reports.view.kmLine', { km: formatDecimal(line.quantity ?? 0) });
  return `${line.label || t('reports.view.expense')} — ${formatMoney(Math.round((line.amount ?? 0) * 100))}`;
};

/** A report as submitted (or as queued): tasks by group, totals, expenses with proofs, comments. */
export const ReportContent = ({
  report,
  files,
  groups,
  queuedNames,
}: {
  report: ReportBodyInput;
  files: readonly StoredFileInfo[];
  groups: readonly TaskGroup[];
  /** Proofs still on this device: expense line index -> file name. */
  queuedNames?: ReadonlyMap<number, string>;
}) => {
  const tasks = report.reportTaskRequestList;
  const premium = report.reportPremiumTaskRequestList ?? [];
  const lines = [...(report.expenseLineRequestList ?? [])].sort((a, b) => a.index - b.index);
  const totals = reportTotals({
    reportTaskRequestList: tasks,
    reportPremiumTaskRequestList: premium,
    expenseLineRequestList: lines,
  });
  const comments: [string, string | null | undefined][] = [
    [t('reports.publicComment'), report.publicComment],
    [t('reports.privateComment'), report.privateComment],
    [t('reports.expenseComment'), report.expenseComment],
  ];
  return (
    <>
      <Section title={t('reports.tasksTitle')}>
        <p className="m-0 text-muted">
          {t('reports.view.realStart', { date: formatDate(report.realStartingDate, 'PPPp') })}
        </p>
        <TaskList groups={groups} tasks={tasks} />
        {premium.length > 0 && (
          <>
            <h3 className="m-0 text-base font-bold">{t('reports.premium.title')}</h3>
            <TaskList groups={groups} tasks={premium} />
          </>
        )}
        <p className="m-0 flex justify-between text-[1.08rem] font-bold" data-total="total">
          <span>{t('reports.totals.total')}</span>
          <span className="tabular-nums">{formatDuration(totals.taskMinutes + totals.premiumMinutes)}</span>
        </p>
      </Section>
      {lines.length > 0 && (
        <Section title={t('reports.expensesTitle')}>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {lines.map((line) => {
              const file = files.find((f) => f.id === line.expenseFileName);
              const queued = queuedNames?.get(line.index);
              return (
                <li key={line.index} className="flex flex-col gap-1" data-expense-kind={line.kind}>
                  <span>{lineText(line)}</span>
                  {file && <ProofLink file={file} />}
                  {!file && queued && (
                    <span className="text-sm text-muted">
                      {t('reports.view.proofWaiting', { name: queued })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {totals.expensesCents > 0 && (
            <p className="m-0 flex justify-between font-bold">
              <span>{t('reports.totals.expenses')}</span>
              <span className="tabular-nums">{formatMoney(totals.expensesCents)}</span>
            </p>
          )}
        </Section>
      )}
      {comments.some(([, text]) => text) && (
        <Section title={t('reports.commentsTitle')}>
          <dl className="m-0 flex flex-col gap-2">
            {comments
              .filter(([, text]) => text)
              .map(([label, text]) => (
                <div key={label}>
                  <dt className="font-semibold">{label}</dt>
                  <dd className="m-0 whitespace-pre-wrap">{text}</dd>
                </div>
              ))}
          </dl>
        </Section>
      )}
    </>
  );
};
