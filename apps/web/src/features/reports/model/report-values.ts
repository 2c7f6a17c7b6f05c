import {
  inBusinessZone,
  type AssistantRate,
  type ReportBodyInput,
  type StoredFileInfo,
  type TaskGroup,
} from '@relais/domain/rules';
import { formatDecimal } from '../../../lib/format';
import type { StoredFile } from '../../../offline';

/**
 * What the report editor holds: the user's text exactly as typed (strings), so nothing is lost
 * on an error. `report-body.ts` turns it into the API body, `report-check.ts` checks it.
 */
export type DurationEntry = { hours: string; minutes: string };
export type TaskEntry = DurationEntry & { comment: string };
/** A proof picked on this device (compressed bytes), or one the server already holds (editing again). */
export type Proof = { kind: 'local'; file: StoredFile } | { kind: 'uploaded'; fileId: string; name: string };
export type ExpenseEntry = { key: string; label: string; amount: string; proof: Proof | null };

export type ReportFormValues = {
  /** Real start, business zone: `YYYY-MM-DD` and `HH:mm`. */
  date: string;
  time: string;
  tasks: Record<string, TaskEntry>;
  premiumTasks: Record<string, TaskEntry>;
  expenses: ExpenseEntry[];
  extraHours: DurationEntry;
  extraPremiumHours: DurationEntry;
  km: string;
  publicComment: string;
  privateComment: string;
  expenseComment: string;
  standardRateId: string;
  premiumRateId: string;
};

export const emptyTask = (): TaskEntry => ({ hours: '', minutes: '', comment: '' });
const emptyDuration = (): DurationEntry => ({ hours: '', minutes: '' });

const pad = (n: number): string => String(n).padStart(2, '0');

/** Date and time of an instant in the business zone. */
export const wallClock = (iso: string): { date: string; time: string } => {
  const d = inBusinessZone(iso);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
};

export const firstRateOf = (
  rates: readonly AssistantRate[] | undefined,
  kind: AssistantRate['kind'],
): string => rates?.find((r) => r.kind === kind)?.id ?? '';

/** A new report: real start = planned start, standard rate = the first STANDARD one. */
export const emptyReportForm = (
  plannedStart: string | null,
  rates?: readonly AssistantRate[],
): ReportFormValues => ({
  ...(plannedStart ? wallClock(plannedStart) : { date: '', time: '' }),
  tasks: {},
  premiumTasks: {},
  expenses: [],
  extraHours: emptyDuration(),
  extraPremiumHours: emptyDuration(),
  km: '',
  publicComment: '',
  privateComment: '',
  expenseComment: '',
  standardRateId: firstRateOf(rates, 'STANDARD'),
  premiumRateId: firstRateOf(rates, 'PREMIUM'),
});

export const durationEntry = (minutes: number | null | undefined): DurationEntry => {
  if (!minutes || minutes <= 0) return emptyDuration();
  return { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) };
};

const taskEntries = (
  tasks: ReportBodyInput['reportTaskRequestList'] | undefined,
): Record<string, TaskEntry> =>
  Object.fromEntries(
    (tasks ?? []).map((t) => [t.taskId, { ...durationEntry(t.duration), comment: t.comment ?? '' }]),
  );

/** A report as the server or the outbox holds it. */
export type ReportLike = ReportBodyInput & { files?: StoredFileInfo[] };

/**
 * A submitted report opened again (after a rejection): its proofs stay on the server. For a
 * report still in the outbox, `queued` gives back the proofs to upload (`uploads[i]` is `files[i]`).
 */
export const formFromReport = (
  report: ReportLike,
  queued?: { uploads: readonly { line: number }[]; files: readonly StoredFile[] },
): ReportFormValues => {
  const lines = [...(report.expenseLineRequestList ?? [])].sort((a, b) => a.index - b.index);
  const localProof = (index: number): Proof | null => {
    const at = queued?.uploads.findIndex((u) => u.line === index) ?? -1;
    const file = at >= 0 ? queued?.files[at] : undefined;
    return file ? { kind: 'local', file } : null;
  };
  const line = (kind: string) => lines.find((l) => l.kind === kind);
  return {
    ...wallClock(report.realStartingDate),
    tasks: taskEntries(report.reportTaskRequestList),
    premiumTasks: taskEntries(report.reportPremiumTaskRequestList),
    expenses: lines
      .filter((l) => l.kind === 'EXPENSE')
      .map((l, i) => ({
        key: `e${i + 1}`,
        label: l.label ?? '',
        amount: formatDecimal(l.amount),
        proof: l.expenseFileName
          ? {
              kind: 'uploaded',
              fileId: l.expenseFileName,
              name: report.files?.find((f) => f.id === l.expenseFileName)?.name ?? l.expenseFileName,
            }
          : localProof(l.index),
      })),
    extraHours: durationEntry(line('HOURS')?.quantity),
    extraPremiumHours: durationEntry(line('PREMIUM_HOURS')?.quantity),
    km: line('KM')?.quantity ? formatDecimal(line('KM')?.quantity) : '',
    publicComment: report.publicComment ?? '',
    privateComment: report.privateComment ?? '',
    expenseComment: report.expenseComment ?? '',
    standardRateId: report.assistantStandardRateId,
    premiumRateId: report.assistantPremiumRateId ?? '',
  };
};

/** A key for a new expense line, unique within the form. */
export const nextExpenseKey = (expenses: readonly ExpenseEntry[]): string => {
  const used = new Set(expenses.map((e) => e.key));
  let n = expenses.length + 1;
  while (used.has(`e${n}`)) n += 1;
  return `e${n}`;
};

/** The task groups that hold tasks of one kind (standard or premium), each with those tasks only. */
export const groupsOf = (groups: readonly TaskGroup[], premium: boolean): TaskGroup[] =>
  groups
    .map((g) => ({ ...g, tasks: g.tasks.filter((t) => t.premium === premium) }))
    .filter((g) => g.tasks.length > 0);
