import type { FieldError } from '../errors/error.schema';

/** Feedback sent from the 'menu' build (spec 6): a text and the screen it was written on. */
export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_ROUTE_MAX = 200;

export type FeedbackInput = { text: string; route: string };

/**
 * The rules of a feedback: a text (trimmed) of 1 to 2000 characters (`required-field`,
 * `feedback_too_long` on `text`). The route is the app's own path, bounded by the schema.
 */
export const feedbackRuleErrors = (input: FeedbackInput): FieldError[] => {
  const text = input.text.trim();
  if (text.length === 0) return [{ errorCode: 'required-field', field: 'text' }];
  if (text.length > FEEDBACK_TEXT_MAX) return [{ errorCode: 'feedback_too_long', field: 'text' }];
  return [];
};

/**
 * Client error reports (spec 8): the statuses the app shows as such (400, 401, 403, 404, 500) are not
 * reported; every other error status is, except 409 (a replay still in progress, the outbox waits),
 * 429 (a limit reached, said to the user as such) and 503 (the offline signal: the action is queued).
 */
const NOT_REPORTED = new Set([400, 401, 403, 404, 409, 429, 500, 503]);
export const isReportedStatus = (status: number): boolean =>
  status >= 400 && status <= 599 && !NOT_REPORTED.has(status);

/**
 * A client error report carries no personal data: route templates and paths made of these
 * characters only (no '@', no query string, no spaces: no email, no search text), ids replaced.
 */
export const CLIENT_ERROR_PATH_MAX = 200;
export const CLIENT_ERROR_PATH = /^[A-Za-z0-9/:._-]*$/;

const ID_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|\d{4}-\d{2}(?:-\d{2})?|[A-Za-z0-9_-]{20,})$/i;

/**
 * The path of a screen as a template: every segment that looks like an id (uuid, number, date,
 * long token) becomes `:id`, any other character than the allowed ones is dropped, bounded.
 */
export const routeTemplateOf = (path: string): string =>
  (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .map((s) => (ID_SEGMENT.test(s) ? ':id' : s.replace(/[^A-Za-z0-9._-]/g, '')))
    .join('/')
    .slice(0, CLIENT_ERROR_PATH_MAX);
