import {
  zonedDateTime,
  type ExpenseLine,
  type ReportBodyInput,
  type ReportTaskInput,
} from '@relais/domain/rules';
import { parseDecimal } from '../../../lib/format';
import type { StoredFile } from '../../../offline';
import type { DurationEntry, ReportFormValues, TaskEntry } from './report-values';

const INTEGER = /^\d+$/;

/** Whole minutes of an hours/minutes pair; '' counts as 0; anything else that is not a whole number is -1 (refused). */
export const entryMinutes = (e: DurationEntry): number => {
  const h = e.hours.trim();
  const m = e.minutes.trim();
  if ((h && !INTEGER.test(h)) || (m && !INTEGER.test(m))) return -1;
  const minutes = Number(m || '0');
  if (minutes > 59) return -1;
  return Number(h || '0') * 60 + minutes;
};

export const isEmptyEntry = (e: DurationEntry): boolean => !e.hours.trim() && !e.minutes.trim();

const tasksOf = (entries: Record<string, TaskEntry>): ReportTaskInput[] =>
  Object.entries(entries)
    .filter(([, e]) => !isEmptyEntry(e))
    .map(([taskId, e]) => ({ taskId, duration: entryMinutes(e), comment: e.comment.trim() || null }));

/** Where each expense line came from, to put its errors back at the right field. */
export type LineSource = { kind: 'expense'; key: string } | { kind: 'hours' | 'premiumHours' | 'km' };

export type BuiltReport = {
  input: Omit<ReportBodyInput, 'assistantStandardRateId'> & { assistantStandardRateId: string };
  sources: LineSource[];
  /** The proofs to upload before the PUT, each with the index of its expense line. */
  uploads: { line: number; file: StoredFile }[];
};

const finite = (n: number | null): number | null => (n === null || Number.isNaN(n) ? null : n);

/**
 * The PUT .../report body of the form: tasks with a duration, expense lines (extra expenses first,
 * then the hours, premium hours and km lines that were filled), comments trimmed (null when empty).
 * Proofs already on the server keep their file id; new ones are listed in `uploads`.
 */
export const buildReport = (v: ReportFormValues, opts: { premium: boolean }): BuiltReport => {
  const lines: ExpenseLine[] = [];
  const sources: LineSource[] = [];
  const uploads: BuiltReport['uploads'] = [];
  for (const e of v.expenses) {
    const index = lines.length;
    lines.push({
      index,
      kind: 'EXPENSE',
      label: e.label.trim() || null,
      amount: finite(parseDecimal(e.amount)),
      quantity: null,
      expenseFileName: e.proof?.kind === 'uploaded' ? e.proof.fileId : null,
    });
    sources.push({ kind: 'expense', key: e.key });
    if (e.proof?.kind === 'local') uploads.push({ line: index, file: e.proof.file });
  }
  const quantity = (kind: ExpenseLine['kind'], source: LineSource, value: number | null) => {
    lines.push({
      index: lines.length,
      kind,
      label: null,
      amount: null,
      quantity: value,
      expenseFileName: null,
    });
    sources.push(source);
  };
  if (!isEmptyEntry(v.extraHours)) quantity('HOURS', { kind: 'hours' }, entryMinutes(v.extraHours));
  if (opts.premium && !isEmptyEntry(v.extraPremiumHours)) {
    quantity('PREMIUM_HOURS', { kind: 'premiumHours' }, entryMinutes(v.extraPremiumHours));
  }
  if (v.km.trim()) quantity('KM', { kind: 'km' }, finite(parseDecimal(v.km)));

  const text = (s: string) => s.trim() || null;
  const start = v.date && v.time ? zonedDateTime(v.date, v.time) : null;
  return {
    input: {
      realStartingDate: start && !Number.isNaN(start.getTime()) ? start.toISOString() : '',
      reportTaskRequestList: tasksOf(v.tasks),
      reportPremiumTaskRequestList: opts.premium ? tasksOf(v.premiumTasks) : [],
      expenseLineRequestList: lines,
      publicComment: text(v.publicComment),
      privateComment: text(v.privateComment),
      expenseComment: text(v.expenseComment),
      assistantStandardRateId: v.standardRateId,
      assistantPremiumRateId: opts.premium && v.premiumRateId ? v.premiumRateId : null,
    },
    sources,
    uploads,
  };
};
