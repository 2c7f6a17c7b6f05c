// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendErrorReport } from './error-reporter';
import { buildEnvelope, parseDsn } from './sentry-envelope';

type Received = { url: string; contentType: string; body: string };

/** A fake Sentry-compatible endpoint on a free port: it keeps what it receives. */
let server: Server;
let port = 0;
const received: Received[] = [];
const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({ url: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id":"x"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const report = { status: 502, method: 'GET', apiRoute: '/assistants/:id/leaves' };

describe('the error reporter', () => {
  it('sends one Sentry envelope to the configured endpoint, with templates only', async () => {
    const dsn = `http://public123@127.0.0.1:${port}/sentry/42`;
    const ok = await sendErrorReport(report, {
      dsn,
      fetch,
      pathname: '/activity/missions/8a1c2b3d-1111-4222-8333-944455556666',
    });
    expect(ok).toBe(true);
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.url).toMatch(/^\/sentry\/api\/42\/envelope\/\?sentry_version=7&sentry_key=public123&/);
    expect(got.contentType).toMatch(/^text\/plain/);
    const [header, item, event] = got.body.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(header).toMatchObject({ dsn, event_id: expect.stringMatching(/^[0-9a-f]{32}$/) as string });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      level: 'error',
      environment: 'production',
      transaction: '/activity/missions/:id',
      message: { formatted: 'HTTP 502 on GET /assistants/:id/leaves' },
      tags: { status: '502', method: 'GET', api_route: '/assistants/:id/leaves' },
    });
    expect(got.body).not.toMatch(/8a1c2b3d/);
  });

  it('without a DSN, posts the report to the server log route', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = (input, init) => {
      calls.push({
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init,
      });
      return Promise.resolve(new Response('{"success":true}', { status: 200 }));
    };
    expect(await sendErrorReport(report, { dsn: undefined, fetch: fakeFetch, pathname: '/home' })).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/client-errors');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      status: 502,
      method: 'GET',
      apiRoute: '/assistants/:id/leaves',
      page: '/home',
      release: expect.any(String) as string,
    });
  });

  it('reads a DSN with a path prefix and refuses one without key or project', () => {
    expect(parseDsn('https://k@o1.ingest.example.io/7')).toEqual({
      origin: 'https://o1.ingest.example.io',
      pathPrefix: '',
      publicKey: 'k',
      projectId: '7',
    });
    expect(parseDsn('https://o1.ingest.example.io/7')).toBeNull();
    expect(parseDsn('https://k@o1.ingest.example.io/')).toBeNull();
    expect(parseDsn('not a dsn')).toBeNull();
    const lines = buildEnvelope(
      'https://k@h/7',
      { ...report, method: 'GET', page: '/', release: '1' },
      'e',
      new Date(0),
    );
    expect(lines.split('\n')).toHaveLength(3);
  });
});
