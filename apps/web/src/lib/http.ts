import type { ErrorBody, ErrorCode } from '@relais/domain/rules';

export type ApiErrorKind = 'http' | 'network';

/** A failed call: an HTTP error with the API's error body, or no answer at all (network). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly kind: ApiErrorKind;
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    body: ErrorBody | null,
    kind: ApiErrorKind = 'http',
    retryAfterSeconds: number | null = null,
  ) {
    super(body?.message ?? (kind === 'network' ? 'network error' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The first field error's code, else the body's code (spec 8 generic handling). */
  get codes(): ErrorCode[] {
    if (!this.body) return [];
    const fieldCodes = (this.body.errors ?? []).map((e) => e.errorCode).filter(Boolean);
    return [...fieldCodes, this.body.errorCode].filter(Boolean);
  }
}

export const networkError = (): ApiError => new ApiError(0, null, 'network');

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' && value !== null && 'errorCode' in value && typeof value.errorCode === 'string';

/** Builds the ApiError of a non-2xx response, tolerating bodies that are not the API's shape. */
export const errorFromResponse = async (res: Response): Promise<ApiError> => {
  let body: ErrorBody | null = null;
  try {
    const json: unknown = await res.json();
    if (isErrorBody(json)) body = { ...json, errors: Array.isArray(json.errors) ? json.errors : [] };
  } catch {
    body = null;
  }
  const retry = Number(res.headers.get('retry-after'));
  return new ApiError(res.status, body, 'http', Number.isFinite(retry) && retry > 0 ? retry : null);
};

let observer: (res: Response | null) => void = () => {};
/** Sees every answer (`null`: none came); the offline engine decides offline mode from them. */
export const observeResponses = (next: (res: Response | null) => void): void => {
  observer = next;
};

/** fetch that turns "no answer" into an ApiError of kind network. */
export const send = async (input: string, init: RequestInit): Promise<Response> => {
  let res: Response;
  try {
    res = await fetch(input, init);
  } catch {
    if (!init.signal?.aborted) observer(null);
    throw networkError();
  }
  observer(res);
  return res;
};
