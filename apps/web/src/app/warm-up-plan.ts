import { businessDate, businessMonth, daysInMonth, type InterventionEvent } from '@relais/domain/rules';
import { homeRange } from '../features/interventions/model/group-events';
import { reportDueRange } from '../features/reports/model/due-range';
import { isOutboxItemId } from '../offline';

/**
 * What the warm-up (`warm-up.ts`) brings onto the device, as pure functions of the day and of the
 * interventions it read (decisions "Offline engine": the first day offline).
 */
export type DateRange = { start: string; end: string };

/**
 * The lists of interventions brought, by the keys the screens read them under: home's and the
 * missions' (this month and the next) and the report picker's (last month's first day to today).
 * Together they hold a month back and a month ahead, whatever the day.
 */
export const eventRanges = (today: Date): DateRange[] => {
  const ranges = [homeRange(today), reportDueRange(today)];
  return ranges.filter((r, i) => ranges.findIndex((o) => o.start === r.start && o.end === r.end) === i);
};

/** The same day of another month, held to that month's length (31 March, a month back: 28 or 29 February). */
const sameDayIn = (today: Date, offset: number): string => {
  const month = businessMonth(today, offset);
  const day = Math.min(Number(businessDate(today).slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
};

/** Her work of the coming days: a month back to a month ahead (business dates, inclusive). */
export const workWindow = (today: Date): DateRange => ({
  start: sameDayIn(today, -1),
  end: sameDayIn(today, 1),
});

/** One intervention's report to bring: rewritten after a rejection, or read once sent. */
export type ReportRef = { eventId: string; remote: boolean };

/** What the interventions of the window need for their reports to open offline. */
export type FollowUps = {
  /** Each client once: its rates (the editor's rate) and the task groups used with it (their order). */
  clientIds: string[];
  /** Each report already submitted (pending, validated, rejected): to view, or to rewrite. */
  reports: ReportRef[];
};

/**
 * From the interventions read (lists may overlap, and hold queued copies under outbox ids, which
 * have nothing on the server yet): those of the window, each once.
 */
export const followUps = (
  events: readonly Pick<InterventionEvent, 'id' | 'clientId' | 'remote' | 'startDate' | 'reportStatus'>[],
  today: Date,
): FollowUps => {
  const window = workWindow(today);
  const clientIds = new Set<string>();
  const reports = new Map<string, ReportRef>();
  for (const e of events) {
    if (isOutboxItemId(e.id)) continue;
    const day = businessDate(new Date(e.startDate));
    if (day < window.start || day > window.end) continue;
    clientIds.add(e.clientId);
    if (e.reportStatus !== null) reports.set(e.id, { eventId: e.id, remote: e.remote });
  }
  return { clientIds: [...clientIds].sort(), reports: [...reports.values()] };
};
