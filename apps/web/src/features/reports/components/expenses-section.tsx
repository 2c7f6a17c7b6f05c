import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import type { ExpenseEntry, ReportFormValues } from '../model/report-values';
import { DurationField } from '../../../ui/duration-field';
import { durationProps } from './duration-props';
import { Section } from './section';
import { ProofPicker } from './proof-picker';

/** The extra hours, then the extra premium hours (shown when the premium part is open). */
const EXTRA_HOURS = [
  { field: 'extraHours', label: 'reports.extraHours', error: 'hours' },
  { field: 'extraPremiumHours', label: 'reports.extraPremiumHours', error: 'premiumHours' },
] as const;

type Props = {
  values: ReportFormValues;
  premium: boolean;
  busy: ReadonlySet<string>;
  errorOf: (field: string) => string | undefined;
  onExpense: (key: string, change: Partial<ExpenseEntry>) => void;
  onPick: (key: string, file: File) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  onChange: (change: Partial<ReportFormValues>) => void;
};

/** Extra expenses (label, amount, proof) and the optional hours, premium hours and km lines. */
export const ExpensesSection = ({
  values,
  premium,
  busy,
  errorOf,
  onExpense,
  onPick,
  onAdd,
  onRemove,
  onChange,
}: Props) => (
  <Section title={t('reports.expensesTitle')}>
    {values.expenses.map((e, i) => {
      const name = t('reports.expenseName', { n: i + 1 });
      return (
        <fieldset key={e.key} className="m-0 flex flex-col gap-3 rounded-lg border border-edge p-3">
          <legend className="px-1 font-semibold">{name}</legend>
          <TextField
            label={t('reports.expenseLabel', { n: i + 1 })}
            value={e.label}
            maxLength={200}
            autoComplete="off"
            onChange={(ev) => onExpense(e.key, { label: ev.target.value })}
          />
          <TextField
            label={t('reports.expenseAmount', { n: i + 1 })}
            value={e.amount}
            inputMode="decimal"
            autoComplete="off"
            error={errorOf(`expense:${e.key}:amount`)}
            onChange={(ev) => onExpense(e.key, { amount: ev.target.value })}
          />
          <ProofPicker
            name={name}
            proof={e.proof}
            busy={busy.has(e.key)}
            error={errorOf(`expense:${e.key}:proof`)}
            errorId={`proof-error-${e.key}`}
            onPick={(file) => onPick(e.key, file)}
          />
          <Button variant="text" className="self-start" onClick={() => onRemove(e.key)}>
            {t('reports.removeExpense', { n: i + 1 })}
          </Button>
        </fieldset>
      );
    })}
    <Button variant="secondary" className="self-start" onClick={onAdd}>
      {t('reports.addExpense')}
    </Button>
    {EXTRA_HOURS.filter((x) => premium || x.field !== 'extraPremiumHours').map(({ field, label, error }) => (
      <div key={field} className="flex flex-col gap-1">
        <span className="font-semibold">{t(label)}</span>
        <DurationField
          error={errorOf(error)}
          value={values[field]}
          onChange={(next) => onChange({ [field]: next })}
          {...durationProps(t(label))}
        />
      </div>
    ))}
    <TextField
      label={t('reports.km')}
      value={values.km}
      inputMode="decimal"
      autoComplete="off"
      error={errorOf('km')}
      onChange={(ev) => onChange({ km: ev.target.value })}
    />
  </Section>
);
