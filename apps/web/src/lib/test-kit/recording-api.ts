// Tests only: a stand-in for `lib/api-client` that records each call an offline action makes (the
// route, the idempotency key, the params, the body or the multipart fields) and answers `answer`;
// an upload answers the same file id for the same key, as the server's idempotent upload does.
// A test file declares its state with `vi.hoisted` and mocks the client with it:
//   const api = vi.hoisted((): RecordingApi => ({ calls: [], failUpload: false, answer: { id: 'x' } }));
//   vi.mock('../../../lib/api-client', async () => (await import('../../../lib/test-kit/recording-api')).recordingApiClient(api));

export type RecordedCall = {
  what: string;
  key: string | undefined;
  params?: unknown;
  /** Only when the call has one (archive's `?action=`). */
  query?: unknown;
  body?: unknown;
  fields?: Record<string, string>;
};

export type RecordingApi = { calls: RecordedCall[]; failUpload: boolean; answer: unknown };

type Route = { method: string; path: string };

export const recordingApiClient = (api: RecordingApi) => ({
  call: (ep: Route, opts: { idempotencyKey?: string; body?: unknown; params?: unknown; query?: unknown }) => {
    api.calls.push({
      what: `${ep.method} ${ep.path}`,
      key: opts.idempotencyKey,
      params: opts.params,
      ...(opts.query === undefined ? {} : { query: opts.query }),
      body: opts.body,
    });
    return Promise.resolve(api.answer);
  },
  callMultipart: (ep: Route, form: FormData, opts: { idempotencyKey?: string }) => {
    if (api.failUpload) return Promise.reject(new Error('network'));
    const fields: Record<string, string> = {};
    form.forEach((v, k) => {
      fields[k] = typeof v === 'string' ? v : `file:${v.name}:${v.type}:${v.size}`;
    });
    api.calls.push({ what: `${ep.method} ${ep.path}`, key: opts.idempotencyKey, fields });
    return Promise.resolve({ id: `f-${opts.idempotencyKey?.slice(0, 8) ?? 'x'}` });
  },
});
