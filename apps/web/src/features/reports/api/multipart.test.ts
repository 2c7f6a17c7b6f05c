import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callMultipart } from '../../../lib/api-client';
import { dropSession, signIn } from '../../../lib/session';
import { routeTable } from '@relais/contract/routes';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokens = (token: string) => json(200, { access_token: token, expires_in: 900, userId: 'u1' });

type Call = { url: string; init: RequestInit };
const installFetch = (handler: (url: string) => Response) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(handler(url));
  });
  return calls;
};
const headers = (c: Call | undefined) => (c?.init.headers ?? {}) as Record<string, string>;

describe('multipart calls (POST /files)', () => {
  beforeEach(async () => {
    installFetch(() => tokens('t0'));
    await signIn('demo@relais.test', 'relais-demo');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
  });

  it('sends the form with the token and the key, lets the browser set the content type, and retries after a refresh with the same key', async () => {
    let uploads = 0;
    const calls = installFetch((url) => {
      if (url === '/api/auth/refreshToken') return tokens('t1');
      uploads += 1;
      return uploads === 1
        ? json(401, { success: false, errorCode: 'authentication_required', message: 'no', errors: [] })
        : json(200, { id: 'f1' });
    });
    const form = new FormData();
    form.append('usage', 'EXPENSE');
    const key = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    await expect(callMultipart(routeTable.uploadFile, form, { idempotencyKey: key })).resolves.toEqual({
      id: 'f1',
    });
    const sent = calls.filter((c) => c.url === '/api/files');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.init.body).toBe(form);
    expect(headers(sent[0])['content-type']).toBeUndefined();
    expect(headers(sent[0])['idempotency-key']).toBe(key);
    expect(headers(sent[1])['idempotency-key']).toBe(key);
    expect(headers(sent[1])['authorization']).toBe('Bearer t1');
  });
});
