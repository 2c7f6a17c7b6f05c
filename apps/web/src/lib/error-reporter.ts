import { routeTemplateOf, type ClientErrorBody } from '@relais/domain/rules';
import { apiPath, routeTable } from '@relais/contract/routes';
import { buildInfo } from './build-info';
import { getSession } from './session';
import { uuid } from './uuid';

/** One error answer the app saw: the status and the API route template (never its filled path). */
export type StatusReport = { status: number; method: string; apiRoute: string };

export type ReporterDeps = {
  /** A Sentry-compatible DSN (build-time VITE_SENTRY_DSN); none: the server's log. */
  dsn: string | undefined;
  fetch: typeof fetch;
  /** The screen's path (made a template before it leaves). */
  pathname: string;
};

const defaults = (): ReporterDeps => ({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  fetch: (input, init) => window.fetch(input, init),
  pathname: window.location.pathname,
});

/** What leaves the device: route templates, the status, the release; no user, no data, no ids. */
export const reportBody = (report: StatusReport, pathname: string): ClientErrorBody => ({
  status: report.status,
  method: report.method as ClientErrorBody['method'],
  apiRoute: report.apiRoute,
  page: routeTemplateOf(pathname),
  release: buildInfo.version,
});

/**
 * Sends one report: to the Sentry-compatible endpoint when a DSN is configured (its sender loaded
 * only then), else to the server's log (`POST /client-errors`, with the session's token when there
 * is one, so the server counts it per user). Answers whether it was accepted.
 */
export const sendErrorReport = async (
  report: StatusReport,
  deps: ReporterDeps = defaults(),
): Promise<boolean> => {
  const body = reportBody(report, deps.pathname);
  const dsn = deps.dsn?.trim();
  if (dsn) {
    const { sendToSentry } = await import('./sentry-envelope');
    return sendToSentry(dsn, body, deps.fetch);
  }
  const token = getSession()?.token;
  const res = await deps.fetch(apiPath(routeTable.reportClientError), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': uuid(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  });
  return res.ok;
};
