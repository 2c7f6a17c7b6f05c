import { describe, expect, it } from 'vitest';
import { NO_VISIT_TEXTS } from '@relais/domain/rules';
import {
  bodyFromForm,
  emptyVisitForm,
  formFromVisit,
  validateVisitForm,
  type VisitFormValues,
} from './visit-form';

const form = (over: Partial<VisitFormValues> = {}): VisitFormValues => ({
  ...emptyVisitForm('2026-11-25'),
  clientId: 'c1',
  label: 'Filing',
  ...over,
});
const create = (values: VisitFormValues) => validateVisitForm(values, { create: true });

describe('visit form early checks (the domain rules the server runs)', () => {
  it('a new visit lasts 3 hours and starts at 9:00 by default', () => {
    expect(emptyVisitForm('2026-11-25')).toMatchObject({
      hours: '3',
      minutes: '0',
      time: '09:00',
      recurrence: 'NONE',
    });
    expect(create(form())).toEqual({});
  });

  it('dates in the range the server takes: 9999 and 0001 refused, 2099 accepted (issue 14)', () => {
    expect(create(form({ date: '9999-12-31' }))).toEqual({ date: 'errors.date-out-of-range' });
    expect(create(form({ date: '0001-01-01' }))).toEqual({ date: 'errors.date-out-of-range' });
    expect(create(form({ date: '2099-12-31' }))).toEqual({});
    expect(create(form({ recurrence: 'WEEKLY', until: '9999-12-31' }))).toEqual({
      until: 'errors.date-out-of-range',
    });
  });

  it('start: 5:59 refused, 6:00 accepted (Paris time)', () => {
    expect(create(form({ time: '05:59' }))).toEqual({ time: 'errors.start_before_6am' });
    expect(create(form({ time: '06:00' }))).toEqual({});
  });

  it('end: 23:59 accepted, midnight refused', () => {
    expect(create(form({ time: '20:59', hours: '3', minutes: '0' }))).toEqual({});
    expect(create(form({ time: '21:00', hours: '3', minutes: '0' }))).toEqual({
      duration: 'errors.end_after_midnight',
    });
  });

  it('also across the summer time change (29 March 2026)', () => {
    expect(create(form({ date: '2026-03-29', time: '05:59' }))).toEqual({ time: 'errors.start_before_6am' });
    expect(create(form({ date: '2026-03-29', time: '20:59' }))).toEqual({});
  });

  it('duration from 15 minutes to 12 hours', () => {
    expect(create(form({ hours: '0', minutes: '14' }))).toEqual({
      duration: 'interventions.errors.durationRange',
    });
    expect(create(form({ hours: '0', minutes: '15' }))).toEqual({});
    expect(create(form({ time: '06:00', hours: '12', minutes: '0' }))).toEqual({});
    expect(create(form({ time: '06:00', hours: '12', minutes: '1' }))).toEqual({
      duration: 'interventions.errors.durationRange',
    });
    expect(create(form({ hours: 'x' }))).toEqual({ duration: 'interventions.errors.durationRange' });
  });

  it('client, date, time and label required', () => {
    expect(create(form({ clientId: '', date: '', time: '', label: '  ' }))).toEqual({
      clientId: 'errors.required-field',
      date: 'errors.required-field',
      time: 'errors.required-field',
      label: 'errors.required-field',
    });
  });

  it('a recurrence needs an until date, not before the first visit (create only)', () => {
    expect(create(form({ recurrence: 'WEEKLY' }))).toEqual({ until: 'errors.required-field' });
    expect(create(form({ recurrence: 'WEEKLY', until: '2026-11-24' }))).toEqual({
      until: 'interventions.errors.untilBeforeStart',
    });
    expect(create(form({ recurrence: 'WEEKLY', until: '2026-11-25' }))).toEqual({});
    expect(validateVisitForm(form({ recurrence: 'WEEKLY' }), { create: false })).toEqual({});
  });

  it('sends the start as an instant, whole minutes, trimmed text and the recurrence', () => {
    expect(
      bodyFromForm(
        form({
          time: '09:30',
          hours: '2',
          minutes: '15',
          label: ' Filing ',
          comment: ' ',
          recurrence: 'MONTHLY',
          until: '2027-01-25',
        }),
        { create: true },
      ),
    ).toEqual({
      clientId: 'c1',
      startDate: '2026-11-25T08:30:00.000Z',
      duration: 135,
      label: 'Filing',
      ...NO_VISIT_TEXTS,
      remote: false,
      recurrence: { kind: 'MONTHLY', until: '2027-01-25' },
    });
  });

  it('reads a stored visit back in Paris time', () => {
    expect(
      formFromVisit({
        clientId: 'c1',
        startDate: '2026-07-01T07:15:00Z',
        duration: 95,
        label: 'L',
        comment: null,
        remote: true,
      }),
    ).toMatchObject({
      date: '2026-07-01',
      time: '09:15',
      hours: '1',
      minutes: '35',
      remote: true,
    });
  });
});
