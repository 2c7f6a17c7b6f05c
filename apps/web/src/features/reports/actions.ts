/**
 * The report action type, without the screens: the app imports this at start so the outbox can
 * replay (and show, and edit) queued reports after a reload before any report screen is opened.
 * `reportActionEventId` tells other screens which intervention a queued report belongs to (for
 * their 'awaiting connection' marks).
 */
import type { PendingAction } from '../../offline';
import { targetEventId, type SubmitReportBody } from './api/report-action';

export { submitReportAction, SUBMIT_REPORT, reportEditPath, pendingRemoteId } from './api/report-action';
export type { SubmitReportBody, ReportTarget } from './api/report-action';

export const reportActionEventId = (action: Pick<PendingAction, 'body'>): string | null =>
  targetEventId((action.body as SubmitReportBody).target);
