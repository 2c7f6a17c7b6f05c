/**
 * The report action type, without the screens: the app lists it for the outbox (app/offline-actions.ts), so it can
 * replay (and show, and edit) queued reports after a reload before any report screen is opened.
 * Other screens find the intervention a queued report belongs to through the engine's
 * `usePendingMarks()` (the action's `subjects`).
 */
export { submitReportAction, SUBMIT_REPORT, reportEditPath, pendingRemoteId } from './api/report-action';
export type { SubmitReportBody, ReportTarget } from './api/report-action';
