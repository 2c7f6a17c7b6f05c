import type { RouteBody, RouteQuery, RouteResponse, RoutesByName } from '@relais/contract';
import { API_PREFIX, type RouteEntry, type RouteName } from '@relais/contract/routes';
import { reportErrorStatus } from './error-report';
import { ApiError, errorFromResponse, networkError, send } from './http';
import { getLanguage } from './i18n';
import { nextTask } from './next-task';
import { dropSession, getSession, refreshSession } from './session';
import { uuid } from './uuid';

/**
 * The app builds every call from the route table (`@relais/contract/routes`, no zod): its entry
 * gives the method and path, and its name the zod definition, read with type-only imports (the
 * contract's schemas would otherwise land in the bundle) for the params, query, body and answer.
 */
type ContractRoute<N extends RouteName> = RoutesByName[N];
type ZodInput<S> = S extends { _zod: { input: infer I } } ? I : never;

export type CallParams<N extends RouteName> =
  ContractRoute<N> extends { params: infer P } ? ZodInput<P> : never;
export type CallResponse<N extends RouteName> = RouteResponse<ContractRoute<N>>;

export type CallOptions<N extends RouteName> = {
  params?: CallParams<N>;
  query?: RouteQuery<ContractRoute<N>>;
  body?: RouteBody<ContractRoute<N>>;
  /** Reused on the retry after a refresh, and by the outbox on replays. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/** The error of a failed answer; a status spec 8 does not name is reported (route template only). */
const failure = (route: RouteEntry, res: Response): Promise<ApiError> => {
  reportErrorStatus({ status: res.status, method: route.method, apiRoute: route.path });
  return errorFromResponse(res);
};

let onSessionLost: () => void = () => {};
/** What to do when a 401 survives a refresh (the app logs out to /login?redirect=...). */
export const setSessionLostHandler = (handler: () => void): void => {
  onSessionLost = handler;
};

export const buildUrl = (path: string, params?: object, query?: object): string => {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const v = values[name];
    if (typeof v !== 'string' && typeof v !== 'number')
      throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) search.set(k, String(v as string | number | boolean));
  const qs = search.toString();
  return `${API_PREFIX}${filled}${qs ? `?${qs}` : ''}`;
};

/**
 * Calls one contract route with the in-memory bearer token. A 401 triggers one refresh and one
 * retry (same idempotency key); if the refresh is refused or the retry is 401 again, the session is
 * dropped and the session-lost handler runs.
 */
export const call = <N extends RouteName>(
  route: RouteEntry<N>,
  options: CallOptions<N> = {},
): Promise<CallResponse<N>> => callWith(route, options, jsonPayload(options.body));

/**
 * The same call with a multipart body (POST /files): same token, refresh, retry and idempotency
 * key; the browser sets the multipart content type with its boundary.
 */
export const callMultipart = <N extends RouteName>(
  route: RouteEntry<N>,
  form: FormData,
  options: Omit<CallOptions<N>, 'body'> = {},
): Promise<CallResponse<N>> => callWith(route, options, { type: null, data: form });

/**
 * The same call for a route answering bytes (`raw`: the avatar picture, the data export): the
 * answer as a Blob with its type, and the file name the server gave (Content-Disposition), if any.
 */
export const callBlob = async <N extends RouteName>(
  route: RouteEntry<N>,
  options: CallOptions<N> = {},
): Promise<{ blob: Blob; fileName: string | null }> => {
  const res = await respond(
    route,
    options,
    options.body === undefined ? undefined : { type: 'application/json', data: JSON.stringify(options.body) },
  );
  const disposition = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return { blob: await res.blob(), fileName: encoded ? decodeURIComponent(encoded) : null };
};

type Payload = { type: string | null; data: BodyInit };

const jsonPayload = (body: unknown): Payload | undefined =>
  body === undefined ? undefined : { type: 'application/json', data: JSON.stringify(body) };

/**
 * A public call (the prospect's skills link): no bearer token, no refresh, no session lost on any
 * answer, so a page without a session never starts a refresh loop. Same URL building, language and
 * idempotency key as `call`.
 */
export const callPublic = async <N extends RouteName>(
  route: RouteEntry<N>,
  options: CallOptions<N> = {},
): Promise<CallResponse<N>> => {
  const res = await send(buildUrl(route.path, options.params, options.query as object | undefined), {
    method: route.method,
    headers: headersFor(route, options.idempotencyKey, jsonPayload(options.body), null),
    credentials: 'omit',
    body: jsonPayload(options.body)?.data,
    signal: options.signal,
  });
  if (!res.ok) throw await failure(route, res);
  return (await res.json()) as CallResponse<N>;
};

/** The headers of one request: language, token (when given), idempotency key of a write, content type. */
const headersFor = (
  route: RouteEntry,
  idempotencyKey: string | undefined,
  payload: Payload | undefined,
  token: string | null,
): Record<string, string> => {
  // the interface's language: the server answers reference data in it
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': getLanguage() };
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (route.method !== 'GET') headers['idempotency-key'] = idempotencyKey ?? uuid();
  if (payload?.type) headers['content-type'] = payload.type;
  return headers;
};

const callWith = async <N extends RouteName>(
  route: RouteEntry<N>,
  options: Omit<CallOptions<N>, 'body'>,
  payload: Payload | undefined,
): Promise<CallResponse<N>> => {
  const res = await respond(route, options, payload);
  if (res.status === 204) return undefined as CallResponse<N>;
  return (await res.json()) as CallResponse<N>;
};

/** Sends the call (token, one refresh and retry on 401, idempotency key) and answers the 2xx response. */
const respond = async <N extends RouteName>(
  route: RouteEntry<N>,
  options: Omit<CallOptions<N>, 'body'>,
  payload: Payload | undefined,
): Promise<Response> => {
  const url = buildUrl(route.path, options.params, options.query as object | undefined);
  const key = route.method !== 'GET' ? (options.idempotencyKey ?? uuid()) : undefined;
  const attempt = (): Promise<Response> =>
    send(url, {
      method: route.method,
      headers: headersFor(route, key, payload, getSession()?.token ?? null),
      credentials: 'same-origin',
      body: payload?.data,
      signal: options.signal,
    });

  // each call in its own task: the queries of a screen mount together (see next-task.ts)
  await nextTask();
  let res = getSession() ? await attempt() : null;
  if (res === null || res.status === 401) {
    const outcome = await refreshSession();
    if (outcome === 'offline') throw networkError();
    if (outcome === 'denied') {
      dropSession();
      onSessionLost();
      throw res ? await errorFromResponse(res) : new ApiError(401, null);
    }
    res = await attempt();
    if (res.status === 401) {
      const error = await errorFromResponse(res);
      dropSession();
      onSessionLost();
      throw error;
    }
  }
  if (!res.ok) throw await failure(route, res);
  return res;
};
