import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from '../config';
import { httpLimitsFromEnv } from '../config-from-env';
import { trustedProxyMatcher } from '../plugins/http-limits';
import { multipart, pdfOfSize } from '../modules/files/files.fixtures';
import { createTestContext, signIn, type TestContext } from './test-app';

/**
 * The probe: 50 connections sending a byte at a time were still open after 320 s, and 5,000 from one
 * address were accepted. Real sockets against the app listening on a free loopback port, with the
 * limits shortened (the figures chosen for production are DEFAULT_HTTP_LIMITS).
 */
const LIMITS: HttpLimits = {
  requestTimeoutMs: 6_000,
  headersTimeoutMs: 3_000,
  // long enough for the upload's check and write after its last byte on a loaded machine, and
  // for the connection ceiling's test to look at its idle sockets before they are cut
  idleTimeoutMs: 2_500,
  keepAliveTimeoutMs: 1_000,
  connectionsPerAddress: 5,
};
/** The proxy in front: its connections are not counted (every client behind it shares its address). */
const PROXY = '127.0.0.2';

let ctx: TestContext;
let port = 0;
/** Every client socket, destroyed at the end (a socket left open would hold the server's close). */
const clients: Socket[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ httpLimits: LIMITS, trustProxy: [PROXY] });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of clients) socket.destroy();
  await ctx?.close();
});

type Client = {
  socket: Socket;
  /** Everything the server wrote. */
  received: () => string;
  closed: () => boolean;
  /** The ms from the connection until the server closed it; Infinity when still open after 10 s. */
  whenClosed: Promise<number>;
};

const STILL_OPEN_AFTER_MS = 10_000;

const open = (localAddress = '127.0.0.1'): Promise<Client> =>
  new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    clients.push(socket);
    const started = Date.now();
    let data = '';
    let isClosed = false;
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    const whenClosed = new Promise<number>((done) => {
      const deadline = setTimeout(() => done(Infinity), STILL_OPEN_AFTER_MS);
      socket.on('close', () => {
        isClosed = true;
        clearTimeout(deadline);
        done(Date.now() - started);
      });
    });
    socket.once('connect', () =>
      resolve({ socket, received: () => data, closed: () => isClosed, whenClosed }),
    );
    socket.once('error', reject);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `bytes` in `chunks` pieces, `gapMs` apart, stopping if the server closed the socket. */
const trickle = async (client: Client, bytes: Buffer, chunks: number, gapMs: number) => {
  const size = Math.ceil(bytes.length / chunks);
  for (let i = 0; i < bytes.length && !client.closed(); i += size) {
    client.socket.write(bytes.subarray(i, i + size));
    await sleep(gapMs);
  }
};

const head = (method: string, path: string, headers: Record<string, string>) =>
  `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

describe('timeouts', () => {
  it('cuts a body sent a byte at a time (slowloris) at the request timeout: 408, closed', async () => {
    const client = await open();
    client.socket.write(
      head('POST', '/api/auth/signin/assistant', {
        'content-type': 'application/json',
        'content-length': '10000',
      }),
    );
    // a byte every 200 ms: never idle long enough for the idle timeout, 50 s to finish
    void trickle(client, Buffer.from(`{"username":"${'a'.repeat(9_980)}"}`), 10_000, 200);
    const after = await client.whenClosed;
    expect(after).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 200);
    expect(after).toBeLessThan(LIMITS.requestTimeoutMs + 2_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a body that stalls (no byte for the idle timeout), long before the request timeout', async () => {
    const client = await open();
    client.socket.write(
      head('POST', '/api/auth/signin/assistant', {
        'content-type': 'application/json',
        'content-length': '100',
      }),
    );
    client.socket.write('{"username":');
    const after = await client.whenClosed;
    expect(after).toBeGreaterThanOrEqual(LIMITS.idleTimeoutMs - 200);
    expect(after).toBeLessThan(LIMITS.requestTimeoutMs - 500);
  });

  it('cuts headers sent a byte at a time at the headers timeout: 408, closed', async () => {
    const client = await open();
    void trickle(client, Buffer.from(head('GET', '/api/health', { 'x-pad': 'p'.repeat(200) })), 300, 100);
    const after = await client.whenClosed;
    expect(after).toBeLessThan(LIMITS.headersTimeoutMs + 1_500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('lets a slow but steady upload through: 400 KB over ~3.6 s, longer than the idle timeout', async () => {
    const session = await signIn(ctx.app);
    const { payload, contentType } = await multipart(
      { usage: 'EXPENSE' },
      { name: 'facture.pdf', bytes: pdfOfSize(400_000), type: 'application/pdf' },
    );
    const client = await open();
    const started = Date.now();
    client.socket.write(
      head('POST', '/api/files', {
        authorization: `Bearer ${session.token}`,
        'content-type': contentType,
        'content-length': String(payload.length),
        connection: 'close',
      }),
    );
    await trickle(client, payload, 24, 150);
    await client.whenClosed;
    expect(Date.now() - started).toBeGreaterThan(LIMITS.idleTimeoutMs);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toContain('"name":"facture.pdf"');
  });
});

describe('connections per address', () => {
  it('refuses the connection over the ceiling from one address, not from another or the proxy', async () => {
    const first = await Promise.all(Array.from({ length: LIMITS.connectionsPerAddress }, () => open()));
    const over = await Promise.all(Array.from({ length: 45 }, () => open()));
    const elsewhere = await open('127.0.0.3');
    const proxy = await Promise.all(
      Array.from({ length: LIMITS.connectionsPerAddress + 3 }, () => open(PROXY)),
    );
    await Promise.all(over.map((c) => c.whenClosed));
    await sleep(100);
    expect(over.every((c) => c.closed() && c.received() === '')).toBe(true);
    expect(first.some((c) => c.closed())).toBe(false);
    expect(elsewhere.closed()).toBe(false);
    expect(proxy.some((c) => c.closed())).toBe(false);

    // the ones within the ceiling are served
    const served = first[0];
    served?.socket.write(head('GET', '/api/health', { connection: 'close' }));
    await served?.whenClosed;
    expect(served?.received()).toMatch(/^HTTP\/1\.1 200 /);

    // a place freed is a place taken again
    const again = await open();
    await sleep(100);
    expect(again.closed()).toBe(false);
    const refused = await open();
    await refused.whenClosed;
    expect(refused.received()).toBe('');
  });
});

describe('the trusted proxy matcher and the settings', () => {
  it('reads addresses, CIDRs and the presets, IPv4 written as IPv6 too', () => {
    const trusted = trustedProxyMatcher(['loopback', '10.1.2.3', '192.168.0.0/16', '2001:db8::/32']);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('10.1.2.4')).toBe(false);
    expect(trusted('192.168.40.7')).toBe(true);
    expect(trusted('2001:db8::5')).toBe(true);
    expect(trusted('203.0.113.9')).toBe(false);
    expect(trustedProxyMatcher(false)('127.0.0.1')).toBe(false);
    expect(() => trustedProxyMatcher(['not-an-address'])).toThrow(/TRUST_PROXY/);
  });

  it('CONNECTIONS_PER_ADDRESS: a whole number >= 0, unset keeps the default', () => {
    expect(httpLimitsFromEnv({})).toEqual({});
    expect(httpLimitsFromEnv({ CONNECTIONS_PER_ADDRESS: '0' })).toEqual({ connectionsPerAddress: 0 });
    expect(httpLimitsFromEnv({ CONNECTIONS_PER_ADDRESS: '250' })).toEqual({ connectionsPerAddress: 250 });
    expect(() => httpLimitsFromEnv({ CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(/CONNECTIONS_PER_ADDRESS/);
    expect(() => httpLimitsFromEnv({ CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(/CONNECTIONS_PER_ADDRESS/);
  });

  it('production figures: a 20 MB upload at 0.5 Mbit/s fits the request timeout', () => {
    const seconds = (20 * 1024 * 1024 * 8) / 500_000;
    expect(seconds).toBeLessThan(DEFAULT_HTTP_LIMITS.requestTimeoutMs / 1000);
    expect(DEFAULT_HTTP_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(DEFAULT_HTTP_LIMITS.requestTimeoutMs);
  });
});
