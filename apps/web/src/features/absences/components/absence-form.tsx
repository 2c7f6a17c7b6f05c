import { LEAVE_COMMENT_MAX, LEAVE_LABEL_MAX } from '@relais/domain/rules';
import { useRef, useState, type FormEvent } from 'react';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import {
  hasErrors,
  type LeaveField,
  type LeaveFormError,
  type LeaveFormErrors,
  type LeaveFormValues,
} from '../model/leave-form';

const ERROR_KEYS: Record<string, TranslationKey> = {
  'required-field': 'absences.errors.required-field',
  'date-in-future': 'absences.errors.date-in-future',
  leave_end_before_start: 'absences.errors.leave_end_before_start',
  leave_overlap: 'absences.errors.leave_overlap',
  leave_overlap_generic: 'absences.errors.leave_overlap_generic',
  leave_already_started: 'absences.errors.leave_already_started',
  invalid_date: 'absences.errors.invalid_date',
};
const FIELDS: readonly LeaveField[] = ['startDate', 'endDate', 'label', 'comment'];

export const errorText = (error: LeaveFormError | undefined): string | undefined => {
  if (!error) return undefined;
  const key = ERROR_KEYS[error.code];
  return key ? t(key, error.values) : error.code;
};

export type AbsenceFormProps = {
  initial: LeaveFormValues;
  validate: (values: LeaveFormValues) => LeaveFormErrors;
  /** Resolves once the outcome is known (the save button stays busy meanwhile). */
  onSubmit: (values: LeaveFormValues) => Promise<void>;
  onCancel: () => void;
  /** Errors to show at once (a parked action's server answer). */
  initialErrors?: LeaveFormErrors;
  /** Earliest start the date picker offers (a new or not yet started absence: today). */
  minStart?: string | undefined;
};

/**
 * Start, end, label, comment. Checked on submit and then as the user corrects; what was typed is
 * never cleared; focus goes to the first field in error.
 */
export const AbsenceForm = ({
  initial,
  validate,
  onSubmit,
  onCancel,
  initialErrors = {},
  minStart,
}: AbsenceFormProps) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<LeaveFormErrors>(initialErrors);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<LeaveField, HTMLInputElement | null>>>({});

  const change = (field: LeaveField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = FIELDS.find((f) => found[f]);
      if (first) refs.current[first]?.focus();
      return;
    }
    setBusy(true);
    void onSubmit(values).finally(() => setBusy(false));
  };

  const field = (name: LeaveField) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
    name,
    value: values[name],
    error: errorText(errors[name]),
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  });

  return (
    <form className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm" onSubmit={submit} noValidate>
      <TextField
        type="date"
        label={t('absences.startDate')}
        required
        min={minStart}
        {...field('startDate')}
      />
      <TextField
        type="date"
        label={t('absences.endDate')}
        required
        min={values.startDate || undefined}
        {...field('endDate')}
      />
      <TextField
        type="text"
        label={t('absences.label')}
        required
        maxLength={LEAVE_LABEL_MAX}
        autoComplete="off"
        {...field('label')}
      />
      <TextField
        type="text"
        label={t('absences.comment')}
        maxLength={LEAVE_COMMENT_MAX}
        autoComplete="off"
        {...field('comment')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="text" onClick={onCancel}>
          {t('absences.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('absences.save')}
        </Button>
      </div>
    </form>
  );
};
