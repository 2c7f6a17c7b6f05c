import { ApiError } from '../lib/http';

/** What a failed send means for the outbox. */
export type Failure = 'retry' | 'auth' | 'park';

/**
 * Network error, 429, 5xx and a 409 `idempotency_in_progress` (the server still holds this key for
 * a request running or cut off: it answers once that request ends or its lease runs out) wait and
 * retry; 401 waits for a sign-in; any other 4xx (another 409 too) needs the user.
 */
export const classifyFailure = (error: unknown): Failure => {
  if (!(error instanceof ApiError)) return 'park';
  if (error.kind === 'network' || error.status === 0) return 'retry';
  if (error.status === 401) return 'auth';
  if (error.status === 429 || error.status >= 500) return 'retry';
  if (error.status === 409 && error.body?.errorCode === 'idempotency_in_progress') return 'retry';
  return 'park';
};

/** Backoff before the next automatic replay: Retry-After when given, else 1 s doubling up to 60 s. */
export const backoffMs = (attempts: number, error: unknown): number => {
  if (error instanceof ApiError && error.retryAfterSeconds !== null) return error.retryAfterSeconds * 1000;
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
};
