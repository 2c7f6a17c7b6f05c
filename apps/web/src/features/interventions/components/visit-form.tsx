import { LABEL_MAX, NOTES_MAX } from '@relais/domain/rules';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import type { ClientChoice } from '../../../data/clients';
import {
  hasErrors,
  RECURRENCE_CHOICES,
  VISIT_FIELDS,
  type RecurrenceChoice,
  type VisitField,
  type VisitFormErrors,
  type VisitFormValues,
} from '../model/visit-form';
import { ClientDot } from './client-dot';
import { SelectField } from './select-field';

const RECURRENCE_LABELS: Record<RecurrenceChoice, TranslationKey> = {
  NONE: 'interventions.recurrence.NONE',
  WORKING_DAYS: 'interventions.recurrence.WORKING_DAYS',
  WEEKLY: 'interventions.recurrence.WEEKLY',
  BIWEEKLY: 'interventions.recurrence.BIWEEKLY',
  MONTHLY: 'interventions.recurrence.MONTHLY',
};

const text = (key: string | undefined): string | undefined => (key ? t(key as TranslationKey) : undefined);
const inputClass =
  'min-h-11 w-20 rounded-lg border bg-white px-3 text-[1.15rem] text-ink focus-visible:border-primary';

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<VisitFormErrors>(initialErrors);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = useRef<
    Partial<Record<VisitField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>
  >({});
  const durationId = useId();
  const notesId = useId();

  const change = <K extends keyof VisitFormValues>(field: K, value: VisitFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };
  const keep =
    (name: VisitField) => (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      refs.current[name] = el;
    };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = VISIT_FIELDS.find((f) => found[f]);
      if (first) refs.current[first]?.focus();
      return;
    }
    setBusy(true);
    void onSubmit(values).finally(() => setBusy(false));
  };

  const selected = clients.find((c) => c.id === values.clientId);
  const main = clients.filter((c) => !c.other);
  const others = clients.filter((c) => c.other);
  const durationError = text(errors.duration);

  return (
    <form className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm" onSubmit={submit} noValidate>
      <SelectField
        ref={keep('clientId')}
        label={t('interventions.client')}
        required
        value={values.clientId}
        error={text(errors.clientId)}
        onChange={(e) => change('clientId', e.target.value)}
        adornment={<ClientDot color={selected?.color} className="h-5 w-5" />}
      >
        <option value="">{t('interventions.chooseClient')}</option>
        {main.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
        {others.length > 0 && (
          <optgroup label={t('interventions.otherClients')}>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          ref={keep('date')}
          type="date"
          label={t('interventions.date')}
          required
          value={values.date}
          error={text(errors.date)}
          onChange={(e) => change('date', e.target.value)}
        />
        <TextField
          ref={keep('time')}
          type="time"
          label={t('interventions.startTime')}
          required
          value={values.time}
          error={text(errors.time)}
          onChange={(e) => change('time', e.target.value)}
        />
      </div>
      <fieldset
        className="m-0 flex flex-col gap-1 border-0 p-0"
        aria-describedby={durationError ? `${durationId}-error` : undefined}
      >
        <legend className="mb-1 p-0 text-[1.08rem] font-semibold text-ink">
          {t('interventions.duration')}
        </legend>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={keep('duration')}
            type="number"
            inputMode="numeric"
            min={0}
            max={12}
            aria-label={t('interventions.hours')}
            aria-invalid={durationError ? true : undefined}
            className={`${inputClass} ${durationError ? 'border-error' : 'border-edge'}`}
            value={values.hours}
            onChange={(e) => change('hours', e.target.value)}
          />
          <span aria-hidden="true">{t('interventions.hoursShort')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            step={5}
            aria-label={t('interventions.minutes')}
            aria-invalid={durationError ? true : undefined}
            className={`${inputClass} ${durationError ? 'border-error' : 'border-edge'}`}
            value={values.minutes}
            onChange={(e) => change('minutes', e.target.value)}
          />
          <span aria-hidden="true">{t('interventions.minutesShort')}</span>
        </div>
        {durationError && (
          <p id={`${durationId}-error`} className="m-0 text-error">
            {durationError}
          </p>
        )}
      </fieldset>
      <TextField
        ref={keep('label')}
        type="text"
        label={t('interventions.label')}
        required
        maxLength={LABEL_MAX}
        autoComplete="off"
        value={values.label}
        error={text(errors.label)}
        onChange={(e) => change('label', e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={notesId} className="text-[1.08rem] font-semibold text-ink">
          {t('interventions.notes')}
        </label>
        <textarea
          ref={keep('comment')}
          id={notesId}
          rows={3}
          maxLength={NOTES_MAX}
          className="rounded-lg border border-edge bg-white px-3 py-2 text-[1.15rem] text-ink focus-visible:border-primary"
          value={values.comment}
          onChange={(e) => change('comment', e.target.value)}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-[1.08rem] font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 accent-primary"
          checked={values.remote}
          onChange={(e) => change('remote', e.target.checked)}
        />
        {t('interventions.remote')}
      </label>
      {create && (
        <div className="flex flex-col gap-3">
          <SelectField
            label={t('interventions.recurrenceLabel')}
            value={values.recurrence}
            onChange={(e) => change('recurrence', e.target.value as RecurrenceChoice)}
          >
            {RECURRENCE_CHOICES.map((r) => (
              <option key={r} value={r}>
                {t(RECURRENCE_LABELS[r])}
              </option>
            ))}
          </SelectField>
          {values.recurrence !== 'NONE' && (
            <TextField
              ref={keep('until')}
              type="date"
              label={t('interventions.until')}
              required
              min={values.date || undefined}
              value={values.until}
              error={text(errors.until)}
              onChange={(e) => change('until', e.target.value)}
            />
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="text" onClick={onCancel}>
          {t('interventions.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('interventions.save')}
        </Button>
      </div>
      {footer}
    </form>
  );
};
