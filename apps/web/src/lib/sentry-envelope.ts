import type { ClientErrorBody } from '@relais/domain/rules';
import { uuid } from './uuid';

/**
 * A small sender of the Sentry envelope API (https://develop.sentry.dev/sdk/envelopes/), enough for
 * one event per unexpected status: the SDK (@sentry/browser, ~25 KB gzip at the least) would weigh
 * more than the app's largest screen for what these few lines do (docs/decisions.md, Shell).
 */
export type Dsn = { origin: string; pathPrefix: string; publicKey: string; projectId: string };

/** `https://<publicKey>@<host>[:port][/<prefix>]/<projectId>`, or null. */
export const parseDsn = (dsn: string): Dsn | null => {
  try {
    const url = new URL(dsn);
    const parts = url.pathname.split('/').filter(Boolean);
    const projectId = parts.pop();
    if (!url.username || !projectId || !/^https?:$/.test(url.protocol)) return null;
    return {
      origin: `${url.protocol}//${url.host}`,
      pathPrefix: parts.length > 0 ? `/${parts.join('/')}` : '',
      publicKey: decodeURIComponent(url.username),
      projectId,
    };
  } catch {
    return null;
  }
};

/** The envelope endpoint, authenticated by the public key in the query (no custom header: no preflight). */
export const envelopeUrl = (d: Dsn): string =>
  `${d.origin}${d.pathPrefix}/api/${d.projectId}/envelope/?sentry_version=7&sentry_key=${encodeURIComponent(d.publicKey)}&sentry_client=relais%2F1.0`;

/** The envelope: its header, the item header and the event, one JSON per line. */
export const buildEnvelope = (dsn: string, report: ClientErrorBody, eventId: string, now: Date): string => {
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'relais.http',
    environment: 'production',
    release: report.release,
    transaction: report.page,
    message: { formatted: `HTTP ${report.status} on ${report.method} ${report.apiRoute}` },
    tags: { status: String(report.status), method: report.method, api_route: report.apiRoute },
    fingerprint: [String(report.status), report.method, report.apiRoute],
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
};

export const sendToSentry = async (
  dsn: string,
  report: ClientErrorBody,
  fetchImpl: typeof fetch,
  now: Date = new Date(),
): Promise<boolean> => {
  const parsed = parseDsn(dsn);
  if (!parsed) return false;
  const eventId = uuid().replace(/-/g, '');
  const res = await fetchImpl(envelopeUrl(parsed), {
    method: 'POST',
    // a 'simple' request (text/plain): no CORS preflight
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: buildEnvelope(dsn, report, eventId, now),
    keepalive: true,
  });
  return res.ok;
};
