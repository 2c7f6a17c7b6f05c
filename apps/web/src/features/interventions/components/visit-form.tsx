import { DATE_MAX, DATE_MIN, LABEL_MAX, NOTES_MAX } from '@relais/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t, type TranslationKey } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { FormActions } from '../../../ui/form-actions';
import { CheckboxField } from '../../../ui/checkbox-field';
import { DurationField } from '../../../ui/duration-field';
import { OptionList, SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/textarea-field';
import { TextField } from '../../../ui/text-field';
import { inlineTextLink } from '../../../ui/text-link';
import { ZoneNote } from '../../../ui/zone-note';
import type { ClientChoice } from '../../../data/clients';
import {
  RECURRENCE_CHOICES,
  type RecurrenceChoice,
  type VisitFormErrors,
  type VisitFormValues,
} from '../model/visit-form';
import { ClientDot } from './client-dot';

const RECURRENCE_LABELS: Record<RecurrenceChoice, TranslationKey> = {
  NONE: 'interventions.recurrence.NONE',
  WORKING_DAYS: 'interventions.recurrence.WORKING_DAYS',
  WEEKLY: 'interventions.recurrence.WEEKLY',
  BIWEEKLY: 'interventions.recurrence.BIWEEKLY',
  MONTHLY: 'interventions.recurrence.MONTHLY',
};

const recurrenceOf = (value: string): RecurrenceChoice =>
  RECURRENCE_CHOICES.find((r) => r === value) ?? 'NONE';
const PAST = 'errors.intervention_start_in_past';
const text = (key: string | undefined): string | undefined => (key ? t(key as TranslationKey) : undefined);

export type VisitFormProps = {
  initial: VisitFormValues;
  clients: readonly ClientChoice[];
  /** A new visit: the recurrence is offered. */
  create: boolean;
  validate: (values: VisitFormValues) => VisitFormErrors;
  /** Resolves once the outcome is known (the save button stays busy meanwhile). */
  onSubmit: (values: VisitFormValues) => Promise<void>;
  onCancel: () => void;
  /** Errors to show at once (a parked action's server answer). */
  initialErrors?: VisitFormErrors;
  /** Under the buttons (the delete button of an existing visit). */
  footer?: ReactNode;
};

/**
 * Client, date, start time, duration, label, notes, remote, recurrence (create only). Checked on submit
 * and then as the user corrects; what was typed is never cleared; focus goes to the first field in error.
 */
export const VisitForm = ({
  initial,
  clients,
  create,
  validate,
  onSubmit,
  onCancel,
  initialErrors = {},
  footer,
}: VisitFormProps) => {
  const { values, set, setValues, errors, busy, formProps, bind } = useForm({
    initial,
    validate,
    initialErrors,
  });

  const selected = clients.find((c) => c.id === values.clientId);
  const main = clients.filter((c) => !c.other);
  const others = clients.filter((c) => c.other);

  return (
    <form className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm" {...formProps(onSubmit)}>
      <SelectField
        label={t('interventions.client')}
        required
        error={text(errors.clientId)}
        {...bind('clientId')}
        adornment={<ClientDot color={selected?.color} className="h-5 w-5" />}
      >
        <option value="">{t('interventions.chooseClient')}</option>
        <OptionList
          options={[
            ...main.map((c) => ({ value: c.id, label: c.name })),
            ...others.map((c) => ({ value: c.id, label: c.name, group: t('interventions.otherClients') })),
          ]}
        />
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        {(['date', 'time'] as const).map((name) => (
          <TextField
            key={name}
            type={name}
            label={t(name === 'date' ? 'interventions.date' : 'interventions.startTime')}
            required
            {...(name === 'date' ? { min: DATE_MIN, max: DATE_MAX } : {})}
            error={text(errors[name])}
            {...bind(name)}
          />
        ))}
      </div>
      {(errors.date === PAST || errors.time === PAST) && (
        <p className="m-0 flex flex-wrap items-center gap-x-4">
          <span>{t('interventions.declareLinks')}</span>
          <Link to="/remote/create" className={inlineTextLink}>
            {t('interventions.declareRemote')}
          </Link>
          <Link to="/messaging/create" className={inlineTextLink}>
            {t('interventions.writeTeam')}
          </Link>
        </p>
      )}
      <ZoneNote />
      <DurationField
        legend={t('interventions.duration')}
        error={text(errors.duration)}
        value={{ hours: values.hours, minutes: values.minutes }}
        onChange={(d) => setValues((v) => ({ ...v, ...d }))}
        labels={{ hours: t('interventions.hours'), minutes: t('interventions.minutes') }}
        units={{ hours: t('interventions.hoursShort'), minutes: t('interventions.minutesShort') }}
        input={{ type: 'number', min: 0 }}
        each={{ hours: { max: 12 }, minutes: { max: 59, step: 5 } }}
      />
      <TextField
        type="text"
        label={t('interventions.label')}
        required
        maxLength={LABEL_MAX}
        autoComplete="off"
        error={text(errors.label)}
        {...bind('label')}
      />
      <TextAreaField label={t('interventions.notes')} maxLength={NOTES_MAX} {...bind('comment')} />
      <CheckboxField
        label={t('interventions.remote')}
        checked={values.remote}
        onChange={(e) => set('remote', e.target.checked)}
      />
      {create && (
        <div className="flex flex-col gap-3">
          <SelectField
            label={t('interventions.recurrenceLabel')}
            value={values.recurrence}
            onChange={(e) => set('recurrence', recurrenceOf(e.target.value))}
          >
            <OptionList
              options={RECURRENCE_CHOICES.map((r) => ({ value: r, label: t(RECURRENCE_LABELS[r]) }))}
            />
          </SelectField>
          {values.recurrence !== 'NONE' && (
            <TextField
              type="date"
              label={t('interventions.until')}
              required
              min={values.date || DATE_MIN}
              max={DATE_MAX}
              error={text(errors.until)}
              {...bind('until')}
            />
          )}
        </div>
      )}
      <FormActions
        cancelLabel={t('interventions.cancel')}
        saveLabel={t('interventions.save')}
        onCancel={onCancel}
        busy={busy}
      />
      {footer}
    </form>
  );
};
