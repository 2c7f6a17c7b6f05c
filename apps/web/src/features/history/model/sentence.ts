import { inBusinessZone, type HistoryDetails, type LogEntry } from '@relais/domain/rules';
import { formatDate } from '../../../lib/format';
import { hasTranslation, t, type TranslationKey } from '../../../lib/i18n';

type Line = Pick<LogEntry, 'objectType' | 'eventType' | 'label'> & {
  details?: HistoryDetails | null | undefined;
};

const isKey = (key: string): key is TranslationKey => hasTranslation(key);

/** A type's own text, or the raw value (lower case) when this version of the app does not know it. */
const typeText = (group: 'objectTypes' | 'eventTypes', value: string): string => {
  const key = `history.${group}.${value}`;
  return isKey(key) ? t(key) : value.toLowerCase().replace(/_/g, ' ');
};

/** A `YYYY-MM-DD` day, read at noon so that no time zone moves it. */
const day = (date: string): string => formatDate(`${date}T12:00:00`, 'PP');
/** 1 (Monday) to 7 (Sunday) in the user's language, as inside a sentence ('samedi', 'Saturday'). */
const weekday = (numDay: number): string => formatDate(new Date(2024, 0, numDay, 12), 'EEEE');
/** `YYYY-MM` -> 'octobre 2026' / 'October 2026'. */
const month = (yearMonth: string): string => formatDate(`${yearMonth}-01T12:00:00`, 'LLLL yyyy');

const span = (startDate: string, endDate: string): string =>
  startDate === endDate
    ? t('history.when.day', { date: day(startDate) })
    : t('history.when.range', { start: day(startDate), end: day(endDate) });

/** What follows the headline: the line's facts in words, else its label. */
const subjectOf = (line: Line, d: HistoryDetails | null | undefined): string => {
  switch (d?.kind) {
    case 'AVAILABILITY':
      return t('history.subject.availability', {
        day: weekday(d.numDay),
        part: t(`availability.parts.${d.part}`),
        state: t(d.available ? 'availability.stateAvailable' : 'availability.stateUnavailable'),
      });
    case 'SNOOZE':
      return t('history.subject.snooze', { date: day(d.untilDate) });
    case 'ABSENCE':
      return line.label
        ? t('history.subject.labelled', { label: line.label, when: span(d.startDate, d.endDate) })
        : span(d.startDate, d.endDate);
    case 'INTERVENTION': {
      const at = inBusinessZone(d.startAt);
      const when = t('history.when.at', {
        date: formatDate(at, 'EEEE d MMM yyyy'),
        time: formatDate(at, 'p'),
      });
      const what =
        line.label || (d.remote && line.objectType !== 'REMOTE_WORK' ? t('interventions.remoteWork') : '');
      return what
        ? t('history.subject.intervention', { what, client: d.clientName, when })
        : t('history.subject.client', { client: d.clientName, when });
    }
    case 'CURRICULUM':
      return t('history.subject.curriculum');
    case 'CV':
      return t('curriculum.historyCv', { name: line.label });
    case 'SKILLS':
      return t('history.subject.skills');
    case 'EXPERTISE':
      return t('history.subject.expertise');
    default:
      return line.label;
  }
};

/** An invoice line is one sentence of its own: 'Facture QA-2026-10 d'octobre 2026 envoyée'. */
const invoiceSentence = (line: Line, d: Extract<HistoryDetails, { kind: 'INVOICE' }>): string => {
  const vars = { number: d.invoiceNumber, month: month(d.month), status: t(`invoices.status.${d.status}`) };
  if (line.eventType === 'UPDATED') {
    return t(d.status === 'PROPOSED' ? 'history.invoice.resubmitted' : 'history.invoice.status', vars);
  }
  const key = `history.invoice.${line.eventType}`;
  return isKey(key) ? t(key, vars) : t('history.invoice.status', vars);
};

/** A recruitment line: the document sent and/or the status reached (a refusal with its reason). */
const recruitmentSentence = (line: Line, d: Extract<HistoryDetails, { kind: 'RECRUITMENT' }>): string => {
  const named = d.status ? t(`recruitment.status.${d.status}`) : '';
  // inside a sentence: 'dossier complet', 'application complete'
  const status = named.charAt(0).toLowerCase() + named.slice(1);
  if (d.step) {
    const step = t(`recruitment.steps.${d.step}.name`);
    return status
      ? t('recruitment.history.sentAndStatus', { step, status })
      : t('recruitment.history.sent', { step });
  }
  return d.status === 'REFUSED' && line.label
    ? t('recruitment.history.refused', { status, reason: line.label })
    : t('recruitment.history.status', { status });
};

/**
 * A history line as a sentence in the user's language ('Disponibilité : samedi matin, disponible',
 * 'Availability: Saturday morning, available'): the headline of its object and event (or of both
 * types for a pair this app does not know), then its facts, or its label when it has none.
 */
export const historySentence = (line: Line): string => {
  const d = line.details;
  if (d?.kind === 'INVOICE') return invoiceSentence(line, d);
  if (d?.kind === 'RECRUITMENT') return recruitmentSentence(line, d);
  const key = `history.headlines.${line.objectType}_${line.eventType}`;
  const headline = isKey(key)
    ? t(key)
    : t('history.headlines.other', {
        object: typeText('objectTypes', line.objectType),
        event: typeText('eventTypes', line.eventType),
      });
  const subject = subjectOf(line, d);
  return subject ? t('history.line', { headline, subject }) : headline;
};
