import type { ErrorCode, FieldError } from '@relais/domain';

/** A failure the API answers on purpose: status, closed-list code, optional field errors. */
export class AppError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;
  /** A 409's current state of the item that already moved (sent as the body's `current`). */
  readonly current: Record<string, string | null> | undefined;

  constructor(
    status: number,
    errorCode: ErrorCode,
    message?: string,
    opts: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      current?: Record<string, string | null>;
    } = {},
  ) {
    super(message ?? errorCode);
    this.name = 'AppError';
    this.status = status;
    this.errorCode = errorCode;
    this.errors = opts.errors ?? [];
    this.headers = opts.headers ?? {};
    this.current = opts.current;
  }
}

/** A rule failure: 400 with the first rule's code on top and every failing rule in `errors`. */
export const ruleFailure = (errors: FieldError[], message = 'The request breaks a rule'): AppError =>
  new AppError(400, errors[0]?.errorCode ?? 'validation_failed', message, { errors });

/** 409: a decision on an item another decision moved first; `current` is where it stands now. */
export const alreadyMoved = (
  errorCode: ErrorCode,
  message: string,
  current: Record<string, string | null>,
): AppError => new AppError(409, errorCode, message, { current });

export const accessDenied = (): AppError => new AppError(403, 'access_denied', 'Access denied');
export const notFound = (what = 'Resource'): AppError => new AppError(404, 'not_found', `${what} not found`);
/** 429 too_many_requests with its Retry-After (seconds); `message` says what was limited. */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests, try again later',
): AppError =>
  new AppError(429, 'too_many_requests', message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
export const unauthenticated = (): AppError =>
  new AppError(401, 'authentication_required', 'Authentication required');
