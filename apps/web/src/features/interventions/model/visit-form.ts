import {
  dateInRange,
  INTERVENTION_MAX_DURATION,
  INTERVENTION_MIN_DURATION,
  interventionTimeErrors,
  mapVisitTexts,
  RECURRENCE_KINDS,
  startInPastErrors,
  visitTexts,
  zonedDateTime,
  type InterventionEvent,
  type RecurrenceKind,
  type VisitBody,
  type VisitText,
} from '@relais/domain/rules';
import { businessDay, businessTime } from './event-time';

export type RecurrenceChoice = 'NONE' | RecurrenceKind;
export const RECURRENCE_CHOICES: readonly RecurrenceChoice[] = ['NONE', ...RECURRENCE_KINDS];

/** What the visit form holds: the user's text, kept as typed whatever the errors (each visit text too). */
export type VisitFormValues = {
  clientId: string;
  date: string;
  time: string;
  hours: string;
  minutes: string;
  label: string;
  remote: boolean;
  recurrence: RecurrenceChoice;
  until: string;
} & Record<VisitText, string>;
export type VisitField = 'clientId' | 'date' | 'time' | 'duration' | 'label' | VisitText | 'until';
export type VisitFormErrors = Partial<Record<VisitField, string>>;

/** Spec: a new visit lasts 3 hours unless changed. */
export const DEFAULT_DURATION_MINUTES = 180;

export const emptyVisitForm = (date = ''): VisitFormValues => ({
  clientId: '',
  date,
  time: '09:00',
  hours: String(DEFAULT_DURATION_MINUTES / 60),
  minutes: '0',
  label: '',
  ...mapVisitTexts(() => ''),
  remote: false,
  recurrence: 'NONE',
  until: '',
});

export const formFromVisit = (
  v: Pick<InterventionEvent, 'clientId' | 'startDate' | 'duration' | 'label' | 'remote'> &
    Partial<Pick<InterventionEvent, VisitText>>,
): VisitFormValues => ({
  ...emptyVisitForm(),
  clientId: v.clientId,
  date: businessDay(v.startDate),
  time: businessTime(v.startDate),
  hours: String(Math.floor(v.duration / 60)),
  minutes: String(v.duration % 60),
  label: v.label,
  ...mapVisitTexts((name) => v[name] ?? ''),
  remote: v.remote,
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const validDate = (value: string): boolean =>
  ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));
const whole = (value: string): number | null => (/^\s*\d+\s*$/.test(value) ? Number(value) : null);

/** Minutes of the duration fields; null when not whole numbers. */
export const durationOf = (values: Pick<VisitFormValues, 'hours' | 'minutes'>): number | null => {
  const h = whole(values.hours || '0');
  const m = whole(values.minutes || '0');
  return h === null || m === null ? null : h * 60 + m;
};

/** The start instant, or null while the date or time is not valid. */
export const startOf = (values: Pick<VisitFormValues, 'date' | 'time'>): Date | null =>
  validDate(values.date) && TIME.test(values.time) ? zonedDateTime(values.date, values.time) : null;

/**
 * The server's rules, checked before sending (the same domain functions the API runs): client, date,
 * time and label required; 15 min to 12 h; start not before 6:00 and end before midnight (business
 * zone); a recurrence needs an 'until' date not before the first; dates in the range the API takes
 * (2000 to 2099, `DATE_MIN`..`DATE_MAX`); a visit is planned ahead: a new or moved start not in the past.
 * Each value is an i18n key.
 */
export const validateVisitForm = (
  values: VisitFormValues,
  opts: {
    create: boolean;
    /**
     * With `now`, a new start in the past is refused; `storedStart` is the start the server holds (an
     * edit): moved into the past is refused, unchanged is kept.
     */
    now?: Date;
    storedStart?: Date | null;
    /** The business date of `now` (the past rule shows on the date before today, else on the time). */
    today?: string;
  },
): VisitFormErrors => {
  const errors: VisitFormErrors = {};
  if (!values.clientId) errors.clientId = 'errors.required-field';
  if (!values.date) errors.date = 'errors.required-field';
  else if (!validDate(values.date)) errors.date = 'interventions.errors.invalidDate';
  else if (!dateInRange(values.date)) errors.date = 'errors.date-out-of-range';
  if (!values.time) errors.time = 'errors.required-field';
  else if (!TIME.test(values.time)) errors.time = 'interventions.errors.invalidTime';
  if (!values.label.trim()) errors.label = 'errors.required-field';
  const duration = durationOf(values);
  if (duration === null || duration < INTERVENTION_MIN_DURATION || duration > INTERVENTION_MAX_DURATION) {
    errors.duration = 'interventions.errors.durationRange';
  }
  const start = startOf(values);
  if (start && duration !== null && !errors.duration && !errors.date) {
    for (const e of interventionTimeErrors(start, duration)) {
      if (e.errorCode === 'start_before_6am') errors.time = 'errors.start_before_6am';
      else if (e.errorCode === 'end_after_midnight') errors.duration = 'errors.end_after_midnight';
    }
  }
  // a new visit (none stored yet, a queued creation too), or a stored one whose start changes
  const moved = !opts.storedStart || (start !== null && opts.storedStart.getTime() !== start.getTime());
  if (
    start &&
    opts.now &&
    moved &&
    !errors.date &&
    !errors.time &&
    startInPastErrors(start, opts.now).length > 0
  ) {
    const onDate = opts.today !== undefined && values.date < opts.today;
    errors[onDate ? 'date' : 'time'] = 'errors.intervention_start_in_past';
  }
  if (opts.create && values.recurrence !== 'NONE') {
    if (!values.until) errors.until = 'errors.required-field';
    else if (!validDate(values.until)) errors.until = 'interventions.errors.invalidDate';
    else if (!dateInRange(values.until)) errors.until = 'errors.date-out-of-range';
    else if (validDate(values.date) && values.until < values.date)
      errors.until = 'interventions.errors.untilBeforeStart';
  }
  return errors;
};

/** The body POST/PUT send (call only once the form is valid). */
export const bodyFromForm = (values: VisitFormValues, opts: { create: boolean }): VisitBody => {
  const start = startOf(values);
  return {
    clientId: values.clientId,
    startDate: start ? start.toISOString() : '',
    duration: durationOf(values) ?? 0,
    label: values.label.trim(),
    ...visitTexts(values),
    remote: values.remote,
    recurrence:
      opts.create && values.recurrence !== 'NONE' ? { kind: values.recurrence, until: values.until } : null,
  };
};

/** Where a server error code belongs on the form (a parked action's answer). */
export const fieldOfServerCode = (code: string): VisitField | null => {
  if (code === 'start_before_6am') return 'time';
  if (code === 'end_after_midnight') return 'duration';
  if (code === 'intervention_month_change') return 'date';
  if (code === 'intervention_start_in_past') return 'date';
  return null;
};
