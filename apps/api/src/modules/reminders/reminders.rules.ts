import {
  addDays,
  businessDate,
  businessMonth,
  INVOICE_WINDOW_OPEN_DAY,
  zonedDateTime,
  type FolderFileType,
} from '@relais/domain';

/** The hour of the intervention's day (business zone) her missing report is asked for. */
export const REPORT_REMINDER_TIME = '18:00';
/** Interventions started this long ago at most are reminded (never the months before a first run). */
export const REPORT_REMINDER_LOOKBACK_MS = 2 * 24 * 3600 * 1000;
/** A document is reminded these many days before its limit day, and on the day. */
export const DOCUMENT_REMINDER_DAYS = [30, 7, 0] as const;
/** A limit day past this many days is no longer reminded (the home screen keeps saying it). */
export const DOCUMENT_REMINDER_LATE_DAYS = 2;
/** The days of the month the invoice window's opening is announced (from the opening day on). */
export const INVOICE_WINDOW_REMINDER_DAYS = 4;

/**
 * When her report on an intervention without one is asked for: 18:00 on its day (business zone),
 * or its end when it ends later.
 */
export const reportReminderAt = (start: Date, durationMinutes: number): Date => {
  const end = start.getTime() + durationMinutes * 60_000;
  const evening = zonedDateTime(businessDate(start), REPORT_REMINDER_TIME).getTime();
  return new Date(Math.max(end, evening));
};

export const reportOccasion = (eventId: string): string => `report:${eventId}`;

/**
 * The reminders of one document's limit day due `today`: the occasions reached (30 and 7 days
 * before, the day), each handled once. Only the nearest one is mailed: a document first seen 5 days
 * before its limit gets one mail, not the 30-day one too.
 */
export const documentReminder = (
  doc: { fileType: FolderFileType; expirationDate: string },
  today: string,
): { occasions: string[]; daysLeft: number } | null => {
  const reached = DOCUMENT_REMINDER_DAYS.filter((days) => today >= addDays(doc.expirationDate, -days));
  if (reached.length === 0 || today > addDays(doc.expirationDate, DOCUMENT_REMINDER_LATE_DAYS)) return null;
  const daysLeft = Math.round(
    (Date.parse(`${doc.expirationDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  return {
    occasions: reached.map((days) => `document:${doc.fileType}:${doc.expirationDate}:${days}`),
    daysLeft,
  };
};

/** The documents' limit days the job looks at `today`: from the latest still reminded to 30 days on. */
export const documentReminderRange = (today: string): { from: string; to: string } => ({
  from: addDays(today, -DOCUMENT_REMINDER_LATE_DAYS),
  to: addDays(today, Math.max(...DOCUMENT_REMINDER_DAYS)),
});

/**
 * The invoice window's opening to announce at `now`: the month to invoice (the previous one) from
 * the opening day (the 20th) for a few days, else null.
 */
export const invoiceWindowOccasion = (
  now: Date,
): { month: string; occasion: string; from: Date; to: Date } | null => {
  const day = Number(businessDate(now).slice(8, 10));
  if (day < INVOICE_WINDOW_OPEN_DAY || day >= INVOICE_WINDOW_OPEN_DAY + INVOICE_WINDOW_REMINDER_DAYS)
    return null;
  const month = businessMonth(now, -1);
  return {
    month,
    occasion: `invoice-window:${month}`,
    // the month's instants [from, to) in the business zone
    from: zonedDateTime(`${month}-01`, '00:00'),
    to: zonedDateTime(`${businessMonth(now)}-01`, '00:00'),
  };
};
