import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callPublic, setSessionLostHandler } from './api-client';
import { routeTable } from '@relais/contract/routes';
import { ApiError } from './http';
import { installMessages } from './i18n';
import { dropSession, getSession, REFRESH_TIMEOUT_MS, signIn } from './session';

const reported = vi.hoisted(() => vi.fn());
vi.mock('./error-report', () => ({ reportErrorStatus: reported }));

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokens = (token: string) => json(200, { access_token: token, expires_in: 900, userId: 'u1' });
const unauthorized = () =>
  json(401, { success: false, errorCode: 'authentication_required', message: 'no', errors: [] });

const installFetch = (handler: Handler) => {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
  return calls;
};

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('api client', () => {
  const lost = vi.fn();
  beforeEach(async () => {
    lost.mockReset();
    setSessionLostHandler(lost);
    installFetch(() => tokens('t0'));
    await signIn('demo@relais.test', 'relais-demo');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
  });

  it('hands every failed answer to the error report with the route template, never the filled path', async () => {
    installFetch(() =>
      json(502, { success: false, errorCode: 'server_error', message: 'bad gateway', errors: [] }),
    );
    await expect(call(routeTable.getNewestMessages, { params: { id: 'u1' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(reported).toHaveBeenLastCalledWith({
      status: 502,
      method: 'GET',
      apiRoute: '/users/:id/messages/newest',
    });
  });

  it('sends the bearer token and builds the path from the contract', async () => {
    const calls = installFetch(() => json(200, { count: 2 }));
    await expect(call(routeTable.getNewestMessages, { params: { id: 'u1' } })).resolves.toEqual({ count: 2 });
    expect(calls[0]?.url).toBe('/api/users/u1/messages/newest');
    expect(header(calls[0]!.init, 'authorization')).toBe('Bearer t0');
  });

  it("asks for answers in the interface's language", async () => {
    const calls = installFetch(() => json(200, { count: 2 }));
    installMessages('fr', {});
    await call(routeTable.getNewestMessages, { params: { id: 'u1' } });
    installMessages('en', {});
    await call(routeTable.getNewestMessages, { params: { id: 'u1' } });
    expect(calls.map((c) => header(c.init, 'accept-language'))).toEqual(['fr', 'en']);
  });

  it('starts each call in a later task, so calls made together are not one long task', async () => {
    const calls = installFetch(() => json(200, { count: 0 }));
    const made = [1, 2, 3].map(() => call(routeTable.getNewestMessages, { params: { id: 'u1' } }));
    // microtasks alone do not reach fetch
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(calls).toHaveLength(0);
    await Promise.all(made);
    expect(calls).toHaveLength(3);
  });

  it('on 401 refreshes once, then retries with the new token and the same idempotency key', async () => {
    let putCalls = 0;
    const calls = installFetch((url) => {
      if (url === '/api/auth/refreshToken') return tokens('t1');
      putCalls += 1;
      return putCalls === 1 ? unauthorized() : json(200, { fontSizeAugmentation: '2' });
    });
    const result = await call(routeTable.putPreference, {
      params: { id: 'u1', preference: 'fontSizeAugmentation' },
      body: { value: '2' },
    });
    expect(result).toEqual({ fontSizeAugmentation: '2' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/users/u1/preferences/fontSizeAugmentation',
      '/api/auth/refreshToken',
      '/api/users/u1/preferences/fontSizeAugmentation',
    ]);
    const [first, , retry] = calls;
    expect(header(retry!.init, 'authorization')).toBe('Bearer t1');
    expect(header(first!.init, 'idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(retry!.init, 'idempotency-key')).toBe(header(first!.init, 'idempotency-key'));
    expect(lost).not.toHaveBeenCalled();
  });

  it('logs out when the refresh is refused', async () => {
    const calls = installFetch((url) => (url === '/api/auth/refreshToken' ? unauthorized() : unauthorized()));
    await expect(call(routeTable.getMe)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
  });

  it('refreshes only once: a second 401 after the refresh logs out without looping', async () => {
    const calls = installFetch((url) => (url === '/api/auth/refreshToken' ? tokens('t2') : unauthorized()));
    await expect(call(routeTable.getMe)).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/assistants/me',
      '/api/auth/refreshToken',
      '/api/assistants/me',
    ]);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let refreshes = 0;
    installFetch((url, init) => {
      if (url === '/api/auth/refreshToken') {
        refreshes += 1;
        return tokens('t3');
      }
      return header(init, 'authorization') === 'Bearer t3' ? json(200, { count: 0 }) : unauthorized();
    });
    const results = await Promise.all([
      call(routeTable.getNewestMessages, { params: { id: 'u1' } }),
      call(routeTable.getNewestMessages, { params: { id: 'u1' } }),
    ]);
    expect(results).toEqual([{ count: 0 }, { count: 0 }]);
    expect(refreshes).toBe(1);
  });

  it('does not log out when the refresh gets no answer (offline)', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/auth/refreshToken') throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    await expect(call(routeTable.getMe)).rejects.toMatchObject({ kind: 'network' });
    expect(lost).not.toHaveBeenCalled();
  });

  it('gives up a refresh that never answers after REFRESH_TIMEOUT_MS, as offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let refreshStarted = false;
      vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
        if (url !== '/api/auth/refreshToken') return Promise.resolve(unauthorized());
        refreshStarted = true;
        // a connection that never answers: only the signal ends it
        return new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      });
      let settled = false;
      const pending = call(routeTable.getMe)
        .catch((e: unknown) => e)
        .finally(() => (settled = true));
      while (!refreshStarted) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ kind: 'network' });
      expect(lost).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns an error body into an ApiError with its codes', async () => {
    installFetch(() =>
      json(422, {
        success: false,
        errorCode: 'validation_failed',
        message: 'bad',
        errors: [{ errorCode: 'invalid-email', field: 'x' }],
      }),
    );
    const error = await call(routeTable.getMe).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).codes).toEqual(['invalid-email', 'validation_failed']);
  });
});

describe('public calls (the prospect skills link)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
  });

  it('carry no token and send no cookie, even when a session exists', async () => {
    installFetch(() => tokens('t0'));
    await signIn('demo@relais.test', 'relais-demo');
    const calls = installFetch(() => json(200, { skills: [], updatedAt: null }));
    await callPublic(routeTable.putDirectSkills, { params: { randomString: 'abc' }, body: { skills: [] } });
    expect(calls[0]?.url).toBe('/api/skills/direct/abc');
    expect(header(calls[0]!.init, 'authorization')).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('omit');
    expect(header(calls[0]!.init, 'idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never refresh nor lose a session on a 401 or a 404: the error goes to the page', async () => {
    const lost = vi.fn();
    setSessionLostHandler(lost);
    const invalid = { success: false, errorCode: 'skills_link_invalid', message: 'no', errors: [] };
    let answers = 0;
    const calls = installFetch((url) =>
      url.includes('refresh') ? tokens('t1') : (answers += 1) === 1 ? json(404, invalid) : unauthorized(),
    );
    const read = () => callPublic(routeTable.getDirectSkills, { params: { randomString: 'x' } });
    const notFound = await read().catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect((notFound as ApiError).status).toBe(404);
    expect((notFound as ApiError).codes).toContain('skills_link_invalid');
    const denied = await read().catch((e: unknown) => e);
    expect((denied as ApiError).status).toBe(401);
    expect(calls.map((c) => c.url)).toEqual(['/api/skills/direct/x', '/api/skills/direct/x']);
    expect(lost).not.toHaveBeenCalled();
  });
});
