import { DATE_MAX, DATE_MIN, LEAVE_COMMENT_MAX, LEAVE_LABEL_MAX } from '@relais/domain/rules';
import { t, type TranslationKey } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { FormActions } from '../../../ui/form-actions';
import { TextField } from '../../../ui/text-field';
import { CoveredWarning } from './covered-warning';
import {
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
  'date-out-of-range': 'errors.date-out-of-range',
};

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
 * Start, end (with the planned interventions those dates cover, named), label, comment. Checked on submit and then as the user corrects; what was typed is
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
  const { values, errors, busy, formProps, bind } = useForm({ initial, validate, initialErrors });

  const field = (name: LeaveField) => ({ ...bind(name), error: errorText(errors[name]) });

  return (
    <form className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm" {...formProps(onSubmit)}>
      <TextField
        type="date"
        label={t('absences.startDate')}
        required
        min={minStart ?? DATE_MIN}
        max={DATE_MAX}
        {...field('startDate')}
      />
      <TextField
        type="date"
        label={t('absences.endDate')}
        required
        min={values.startDate || DATE_MIN}
        max={DATE_MAX}
        {...field('endDate')}
      />
      <CoveredWarning startDate={values.startDate} endDate={values.endDate} />
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
      <FormActions
        cancelLabel={t('absences.cancel')}
        saveLabel={t('absences.save')}
        onCancel={onCancel}
        busy={busy}
      />
    </form>
  );
};
