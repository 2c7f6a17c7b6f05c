import { isReportedStatus } from './domain-light';
import type { StatusReport } from './error-reporter';

export type { StatusReport };

/** A page sends at most this many reports, each status of each route once. */
export const MAX_REPORTS_PER_PAGE = 10;
const seen = new Set<string>();

/**
 * Spec 8: an error status the app does not name is reported. This part is in the first script
 * (the API client calls it); the sender is loaded only when there is something to report
 * (`error-reporter.ts`, and the Sentry envelope only when a DSN is configured).
 */
type Sender = { sendErrorReport: (report: StatusReport) => Promise<boolean> };
const loadSender = (): Promise<Sender> => import('./error-reporter');

export const reportErrorStatus = (report: StatusReport, load: () => Promise<Sender> = loadSender): void => {
  if (!isReportedStatus(report.status)) return;
  const key = `${report.method} ${report.apiRoute} ${report.status}`;
  if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
  seen.add(key);
  void load()
    .then((m) => m.sendErrorReport(report))
    .catch(() => {
      // reporting must never become an error of its own
    });
};

/** Tests: forget what this page already reported. */
export const resetErrorReports = (): void => seen.clear();
