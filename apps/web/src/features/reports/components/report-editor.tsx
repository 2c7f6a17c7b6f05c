import {
  DATE_MAX,
  DATE_MIN,
  formatDuration,
  type AssistantRate,
  type Premium,
  type TaskGroup,
} from '@relais/domain/rules';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import type { PrepareOutcome } from '../../../lib/image/compress';
import { OptionList, SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/textarea-field';
import { TextField } from '../../../ui/text-field';
import { useKmRateCents, useUsedTaskGroups } from '../api/report-queries';
import {
  checkReport,
  premiumOpen,
  type ReportCheckContext,
  type ReportFormErrors,
} from '../model/report-check';
import { amountsOf, totalsOf } from '../model/report-totals';
import {
  groupsOf,
  nextExpenseKey,
  type ExpenseEntry,
  type ReportFormValues,
  type TaskEntry,
} from '../model/report-values';
import { reportErrorText } from './error-text';
import { ExpensesSection } from './expenses-section';
import { PremiumSection } from './premium-section';
import { rateOptions } from './rate-options';
import { ReportFooter } from './report-footer';
import { Section } from './section';
import { TaskPicker } from './task-picker';
import { TotalsBox } from './totals-box';
import { ZoneNote } from '../../../ui/zone-note';

const withoutKey = (record: Record<string, string>, key: string): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/** A field focused or scrolled to stays clear of the sticky header and of the bottom bar. */
const SCROLL_MARGINS =
  '[&_:is(input,select,textarea,summary,[data-error-anchor])]:scroll-mt-20 [&_:is(input,select,textarea,summary,[data-error-anchor])]:scroll-mb-40';

/** The comment areas, in order; only the public one has a rule (spec: under 3 hours, say why). */
const COMMENTS = [
  { field: 'publicComment', label: 'reports.publicComment' },
  { field: 'privateComment', label: 'reports.privateComment' },
  { field: 'expenseComment', label: 'reports.expenseComment' },
] as const;

export type ReportEditorProps = {
  initial: ReportFormValues;
  remote: boolean;
  /** The intervention's client: the task groups used with it come first ('' while none is chosen). */
  clientId: string;
  taskGroups: TaskGroup[];
  rates: AssistantRate[];
  /** The premium state of the intervention; null when it has none yet (a new remote work). */
  premium: Premium | null;
  /** `?premiumEnabled=true`: show the premium part even before the client offered it. */
  showPremium: boolean;
  askingPremium?: boolean;
  onAskPremium?: () => void;
  /** Every change (the draft is saved from here). */
  onChange: (values: ReportFormValues) => void;
  onSubmit: (values: ReportFormValues) => void;
  /** Fields at the top of the first section (the remote work's client). */
  head?: ReactNode;
  /** Checks `head`; false when it shows an error. */
  checkHead?: () => boolean;
  /** The form sets the intervention's start too (a remote work): check its 6:00 and midnight rules. */
  startRule?: ReportCheckContext['startRule'];
  /** Errors to show before the first submit (a refused queued report). */
  initialErrors?: ReportFormErrors;
  submitting?: boolean;
};

/**
 * The report editor: real start, rate, tasks by group, premium, expenses, comments and totals.
 * Checked on submit (the server's rules) and again as the user corrects; what was typed stays.
 */
export const ReportEditor = (props: ReportEditorProps) => {
  const { initial, remote, taskGroups, rates, premium, onChange } = props;
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [proofErrors, setProofErrors] = useState<Record<string, string>>({});
  const first = useRef(true);
  const ctxOf = (v: ReportFormValues): ReportCheckContext => ({
    remote,
    premiumEnabled: premium?.enabled ?? false,
    premium: premium?.state ?? 'NONE',
    standardRatePrice: rates.find((r) => r.id === v.standardRateId)?.hourlyRate ?? null,
    startRule: props.startRule && { ...props.startRule, now: now() },
  });
  const form = useForm({
    initial,
    validate: (v: ReportFormValues) => checkReport(v, ctxOf(v)),
    initialErrors: props.initialErrors,
  });
  const { values, setValues, errors } = form;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange(values);
  }, [values, onChange]);

  // rates read after the draft was made, or another client's rates: default to the first standard one
  useEffect(() => {
    if (rates.length > 0 && !rates.some((r) => r.id === values.standardRateId && r.kind === 'STANDARD')) {
      const first = rates.find((r) => r.kind === 'STANDARD');
      if (first) setValues((v) => ({ ...v, standardRateId: first.id }));
    }
  }, [rates, values.standardRateId, setValues]);

  const ctx = ctxOf(values);
  const isPremium = premiumOpen(ctx);
  const errorOf = (field: string): string | undefined => {
    const proof = /^expense:(.+):proof$/.exec(field);
    const local = proof ? proofErrors[proof[1] ?? ''] : undefined;
    return reportErrorText(local ?? errors[field]?.code);
  };
  const totals = useMemo(() => totalsOf(values, isPremium), [values, isPremium]);
  const kmCents = useKmRateCents();
  const amounts = useMemo(
    () => amountsOf(values, isPremium, rates, kmCents),
    [values, isPremium, rates, kmCents],
  );
  const standardGroups = useMemo(() => groupsOf(taskGroups, false), [taskGroups]);
  const premiumGroups = useMemo(() => groupsOf(taskGroups, true), [taskGroups]);
  const used = useUsedTaskGroups(props.clientId || undefined);
  // null while read for the first time; none when it cannot be read (offline and never read)
  const usedGroupIds = used.data ?? (used.isPending && used.fetchStatus === 'fetching' ? null : []);

  const change = (patch: Partial<ReportFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setTask = (kind: 'tasks' | 'premiumTasks') => (taskId: string, entry: TaskEntry) =>
    setValues((v) => ({ ...v, [kind]: { ...v[kind], [taskId]: entry } }));
  const setExpense = (key: string, patch: Partial<ExpenseEntry>) =>
    setValues((v) => ({ ...v, expenses: v.expenses.map((e) => (e.key === key ? { ...e, ...patch } : e)) }));
  const mark = (key: string, on: boolean) =>
    setBusy((b) => {
      const next = new Set(b);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  /**
   * The image compression (about 2 KB gzip) is loaded on the first pick, not with the editor. The
   * service worker precaches it like every chunk; it fails to load only offline before that.
   */
  const prepareProof = (file: File): Promise<PrepareOutcome> =>
    import('../../../lib/image/compress').then(
      (m) => m.prepareProof(file),
      (): PrepareOutcome => ({ ok: false, code: 'no-connection' }),
    );

  const pick = async (key: string, file: File) => {
    mark(key, true);
    setProofErrors((p) => withoutKey(p, key));
    const out = await prepareProof(file);
    mark(key, false);
    if (out.ok) setExpense(key, { proof: { kind: 'local', file: out.file } });
    else setProofErrors((p) => ({ ...p, [key]: out.code }));
  };

  // the remote work's client (`head`) and the picked proofs are checked beside the values
  const formProps = form.formProps(props.onSubmit, () => {
    const headOk = props.checkHead ? props.checkHead() : true;
    return headOk && Object.keys(proofErrors).length === 0;
  });

  const groupError = (field: 'tasks' | 'premiumTasks') =>
    errorOf(field) ? (
      <p role="alert" tabIndex={-1} data-error-anchor className="m-0 rounded-lg bg-error-soft p-3 text-error">
        {errorOf(field)}
      </p>
    ) : null;

  return (
    <form className={`flex flex-col gap-4 ${SCROLL_MARGINS}`} {...formProps}>
      <Section title={t(remote ? 'reports.remoteStartTitle' : 'reports.startTitle')}>
        {props.head}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            type="date"
            label={t(remote ? 'reports.remoteDate' : 'reports.realDate')}
            min={DATE_MIN}
            max={DATE_MAX}
            error={errorOf('realStart')}
            {...form.bind('date')}
          />
          <TextField
            type="time"
            label={t(remote ? 'reports.remoteTime' : 'reports.realTime')}
            error={errorOf('startTime')}
            {...form.bind('time')}
          />
        </div>
        <ZoneNote />
        <SelectField
          label={t('reports.standardRate')}
          value={values.standardRateId}
          error={errorOf('standardRate')}
          onChange={(e) => change({ standardRateId: e.target.value })}
        >
          <option value="">{t('reports.choose')}</option>
          <OptionList options={rateOptions(rates, 'STANDARD')} />
        </SelectField>
      </Section>
      <Section
        title={t('reports.tasksTitle')}
        aside={<span className="font-bold tabular-nums">{formatDuration(totals.totalMinutes)}</span>}
      >
        <p className="m-0 text-sm text-muted">
          {t(remote ? 'reports.tasksHintRemote' : 'reports.tasksHint')}
        </p>
        {groupError('tasks')}
        <TaskPicker
          key={props.clientId}
          groups={standardGroups}
          usedGroupIds={usedGroupIds}
          entries={values.tasks}
          onChange={setTask('tasks')}
          errorOf={(id) => errorOf(`task:${id}`)}
        />
      </Section>
      {premium && (props.showPremium || premium.enabled) && (
        <PremiumSection
          premium={premium}
          groups={premiumGroups}
          rates={rates}
          values={values}
          asking={props.askingPremium ?? false}
          errorOf={errorOf}
          onAsk={() => props.onAskPremium?.()}
          onTask={setTask('premiumTasks')}
          onChange={change}
        />
      )}
      <ExpensesSection
        values={values}
        premium={isPremium}
        busy={busy}
        errorOf={errorOf}
        onExpense={setExpense}
        onPick={(key, file) => void pick(key, file)}
        onAdd={() =>
          setValues((v) => ({
            ...v,
            expenses: [
              ...v.expenses,
              { key: nextExpenseKey(v.expenses), label: '', amount: '', proof: null },
            ],
          }))
        }
        onRemove={(key) => {
          setProofErrors((p) => withoutKey(p, key));
          setValues((v) => ({ ...v, expenses: v.expenses.filter((x) => x.key !== key) }));
        }}
        onChange={change}
      />
      <Section title={t('reports.commentsTitle')}>
        {COMMENTS.map(({ field, label }) => (
          <TextAreaField
            key={field}
            label={t(label)}
            hint={field === 'publicComment' && !remote ? t('reports.publicCommentHint') : undefined}
            value={values[field]}
            maxLength={2000}
            error={field === 'publicComment' ? errorOf('publicComment') : undefined}
            onChange={(e) => change({ [field]: e.target.value })}
          />
        ))}
      </Section>
      <TotalsBox totals={totals} premium={isPremium} amounts={amounts} />
      <ReportFooter totals={totals} amounts={amounts} disabled={busy.size > 0 || Boolean(props.submitting)} />
    </form>
  );
};
