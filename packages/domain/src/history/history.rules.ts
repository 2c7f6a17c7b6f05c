import type { AVAILABILITY_PARTS } from '../availability/availability.constants';
import type { InvoiceStatus } from '../invoice/invoice.rules';
import type { RecruitmentStatus, RecruitmentStep } from '../recruitment/recruitment.rules';

/** Activity history (spec 7 logs): what happened to which object. Values are Relais' own (spec: not shown). */
export const HISTORY_OBJECT_TYPES = [
  'VISIT',
  'REMOTE_WORK',
  'REPORT',
  'ABSENCE',
  'AVAILABILITY',
  'INVOICE',
  'MESSAGE',
  'FILE',
  'PROFILE',
  'ACCOUNT',
] as const;
export type HistoryObjectType = (typeof HISTORY_OBJECT_TYPES)[number];

export const HISTORY_EVENT_TYPES = [
  'CREATED',
  'UPDATED',
  'DELETED',
  'SUBMITTED',
  'VALIDATED',
  'REJECTED',
  'UPLOADED',
  'SNOOZED',
  'SIGNED_IN',
  'PREMIUM_REQUESTED',
  'PREMIUM_ANSWERED',
] as const;
export type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];

/**
 * The facts of a line, language-neutral, from which the app writes the sentence in the user's
 * language (dates as `YYYY-MM-DD`, instants as ISO strings, months as `YYYY-MM`). A line without
 * details (older lines, other kinds) reads from its types and label.
 */
export type HistoryDetails =
  | { kind: 'AVAILABILITY'; numDay: number; part: (typeof AVAILABILITY_PARTS)[number]; available: boolean }
  | { kind: 'SNOOZE'; untilDate: string }
  | { kind: 'ABSENCE'; startDate: string; endDate: string }
  | { kind: 'INTERVENTION'; clientName: string; startAt: string; remote: boolean }
  | { kind: 'INVOICE'; invoiceNumber: string; month: string; status: InvoiceStatus }
  | { kind: 'CURRICULUM' }
  /** A new CV file (the line's label is its name). */
  | { kind: 'CV' }
  | { kind: 'SKILLS' }
  | { kind: 'EXPERTISE' }
  /** A recruitment step sent (`step`) and/or the status it moved to (`status`, null when unchanged). */
  | { kind: 'RECRUITMENT'; step: RecruitmentStep | null; status: RecruitmentStatus | null };

export const HISTORY_PAGE_SIZE_DEFAULT = 20;
export const HISTORY_PAGE_SIZE_MAX = 100;
/** The last page number asked for (from 0): a million lines at the largest size. */
export const HISTORY_PAGE_MAX = 10_000;
export const HISTORY_SEARCH_MAX = 100;

/**
 * The form a history label is searched in: accents removed, lower case (œ, æ spelled out), so
 * that "conges", "CONGÉS" and "Congés" find the same lines on every database locale.
 */
export const historySearchKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');

/**
 * The search key a history line is stored with: its label and the words of its facts a search may
 * name (the client; the invoice number and month), in `historySearchKey` form.
 */
export const historyLineSearchKey = (label: string, details: HistoryDetails | null | undefined): string => {
  const words =
    details?.kind === 'INTERVENTION'
      ? [details.clientName]
      : details?.kind === 'INVOICE'
        ? [details.invoiceNumber, details.month]
        : [];
  return historySearchKey([label, ...words].join(' '));
};
