import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { verifyPassword } from '../../lib/password';
import type * as Password from '../../lib/password';
import { cookieOf, createTestContext, DEMO, errJson, OTHER, type TestContext } from '../../test/test-app';
import {
  SIGNIN_ADDRESS_MAX_FAILURES,
  SIGNIN_ADDRESS_WINDOW_MS,
  SIGNIN_CEILING_FAILURES,
  SIGNIN_CEILING_WAIT_MS,
  SIGNIN_FIRST_WAIT_MS,
  SIGNIN_FREE_FAILURES,
  waitAfterFailure,
} from './signin-throttle';

// Every password check is counted: the proof that refused attempts never reach one.
vi.mock('../../lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof Password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const checks = () => vi.mocked(verifyPassword).mock.calls.length;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.reset();
  vi.mocked(verifyPassword).mockClear();
});

const attempt = (username: string, password: string, ip: string, device?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin/assistant',
    payload: { username, password },
    remoteAddress: ip,
    ...(device ? { cookies: { relais_device: device } } : {}),
  });

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode).sort();
const count = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length;
const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);
/** What a client sees of an answer: status, body and every header but the date and the request id. */
const seen = (res: LightMyRequestResponse) => {
  // the date and the request's own id differ from one answer to the next, whoever is asked about
  const { date: _date, 'x-request-id': _requestId, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
};

/** A known device of DEMO: the cookie of a successful sign-in. */
const knownDevice = async (): Promise<string> => {
  const res = await attempt(DEMO.email, DEMO.password, '192.0.2.1');
  expect(res.statusCode).toBe(200);
  const device = cookieOf(res, 'relais_device');
  expect(device?.raw).toMatch(/HttpOnly/);
  expect(device?.raw).toMatch(/SameSite=Strict/);
  expect(device?.raw).toMatch(/Path=\/api\/auth\/signin/);
  return device?.value ?? '';
};

describe('sign-in throttling per account', () => {
  it('30 concurrent wrong passwords for one account: no more password checks than the free failures', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(DEMO.email, 'wrong', `198.51.100.${i}`)),
    );
    expect(checks()).toBe(SIGNIN_FREE_FAILURES);
    expect(count(answers, 401)).toBe(SIGNIN_FREE_FAILURES);
    expect(count(answers, 429)).toBe(30 - SIGNIN_FREE_FAILURES);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(errJson(res).errorCode).toBe('too_many_requests');
      expect(retryAfter(res)).toBe(SIGNIN_FIRST_WAIT_MS / 1000);
    }
  });

  it('50 guesses on one account spread over 10 addresses are throttled', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(DEMO.email, `guess-${i}`, `203.0.113.${i % 10}`)),
    );
    expect(checks()).toBe(SIGNIN_FREE_FAILURES);
    expect(statuses(answers)).toEqual([
      ...Array<number>(SIGNIN_FREE_FAILURES).fill(401),
      ...Array<number>(50 - SIGNIN_FREE_FAILURES).fill(429),
    ]);
    // one by one, waiting as told, each further guess doubles the wait
    ctx.clock.advance(SIGNIN_FIRST_WAIT_MS);
    expect((await attempt(DEMO.email, 'again', '203.0.113.99')).statusCode).toBe(401);
    expect(retryAfter(await attempt(DEMO.email, 'again', '203.0.113.98'))).toBe(
      (2 * SIGNIN_FIRST_WAIT_MS) / 1000,
    );
    expect(checks()).toBe(SIGNIN_FREE_FAILURES + 1);
  });

  it('the right password gets in after the wait, from any address, and clears the count', async () => {
    for (let i = 0; i < SIGNIN_FREE_FAILURES; i += 1)
      expect((await attempt(DEMO.email, 'bad', `203.0.113.${i}`)).statusCode).toBe(401);
    const early = await attempt(DEMO.email, DEMO.password, '198.51.100.1');
    expect(early.statusCode).toBe(429);
    expect(retryAfter(early)).toBe(30);
    ctx.clock.advance(29_000);
    expect(retryAfter(await attempt(DEMO.email, DEMO.password, '198.51.100.1'))).toBe(1);
    ctx.clock.advance(1_000);
    expect((await attempt(DEMO.email, DEMO.password, '198.51.100.1')).statusCode).toBe(200);
    // a success ends the consecutive failures: the next ones are free again
    for (let i = 0; i < SIGNIN_FREE_FAILURES; i += 1)
      expect((await attempt(DEMO.email, 'bad', '198.51.100.1')).statusCode).toBe(401);
  });

  it('the right password from a known device gets in at once while strangers are held back', async () => {
    const device = await knownDevice();
    for (let i = 0; i < SIGNIN_FREE_FAILURES; i += 1) await attempt(DEMO.email, 'bad', `203.0.113.${i}`);
    expect((await attempt(DEMO.email, DEMO.password, '198.51.100.1')).statusCode).toBe(429);
    // another account's device cookie, or a forged one, is no known device of DEMO
    const otherDevice = cookieOf(await attempt(OTHER.email, OTHER.password, '192.0.2.2'), 'relais_device');
    expect((await attempt(DEMO.email, DEMO.password, '198.51.100.1', otherDevice?.value)).statusCode).toBe(
      429,
    );
    expect((await attempt(DEMO.email, DEMO.password, '198.51.100.1', `${device}x`)).statusCode).toBe(429);
    const mine = await attempt(DEMO.email, DEMO.password, '198.51.100.1', device);
    expect(mine.statusCode).toBe(200);
    // the same device stays known (same device id, its counter), and strangers start again from 0
    expect(cookieOf(mine, 'relais_device')?.value).toBeTruthy();
    expect((await attempt(DEMO.email, 'bad', '203.0.113.50')).statusCode).toBe(401);
  });

  it('a known device guesses no faster than a stranger: its failures have the same waits', async () => {
    const device = await knownDevice();
    const before = checks();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attempt(DEMO.email, 'wrong', '192.0.2.1', device)),
    );
    expect(checks() - before).toBe(SIGNIN_FREE_FAILURES);
    expect(count(answers, 429)).toBe(20 - SIGNIN_FREE_FAILURES);
  });

  it(`stops guessing at ${SIGNIN_CEILING_FAILURES} consecutive failures: then one check a day; the known device still gets in`, async () => {
    const device = await knownDevice();
    const before = checks();
    for (let n = 1; n <= SIGNIN_CEILING_FAILURES; n += 1) {
      expect((await attempt(DEMO.email, `guess-${n}`, `203.0.113.${n % 200}`)).statusCode).toBe(401);
      if (n < SIGNIN_CEILING_FAILURES) ctx.clock.advance(waitAfterFailure(n));
    }
    expect(checks() - before).toBe(SIGNIN_CEILING_FAILURES);
    const stopped = await attempt(DEMO.email, DEMO.password, '198.51.100.1');
    expect(stopped.statusCode).toBe(429);
    expect(retryAfter(stopped)).toBe(SIGNIN_CEILING_WAIT_MS / 1000);
    expect(checks() - before).toBe(SIGNIN_CEILING_FAILURES);
    expect((await attempt(DEMO.email, DEMO.password, '198.51.100.1', device)).statusCode).toBe(200);
  }, 120_000);
});

describe('sign-in throttling per address', () => {
  it('30 accounts tried from one address are throttled; other addresses are not', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `person${i}@relais.test`);
    const answers: LightMyRequestResponse[] = [];
    for (const email of [DEMO.email, ...emails.slice(1)])
      answers.push(await attempt(email, 'Winter2026!', '198.51.100.23'));
    expect(count(answers, 401)).toBe(SIGNIN_ADDRESS_MAX_FAILURES);
    expect(count(answers, 429)).toBe(30 - SIGNIN_ADDRESS_MAX_FAILURES);
    expect(checks()).toBe(SIGNIN_ADDRESS_MAX_FAILURES);
    const blocked = answers.at(-1);
    expect(blocked && retryAfter(blocked)).toBe(SIGNIN_ADDRESS_WINDOW_MS / 1000);
    // the right password of a stranger at this address waits too; from elsewhere it gets in
    expect((await attempt(OTHER.email, OTHER.password, '198.51.100.23')).statusCode).toBe(429);
    expect((await attempt(OTHER.email, OTHER.password, '198.51.100.24')).statusCode).toBe(200);
    ctx.clock.advance(SIGNIN_ADDRESS_WINDOW_MS);
    expect((await attempt(OTHER.email, OTHER.password, '198.51.100.23')).statusCode).toBe(200);
  });

  it('counts concurrent attempts from one address atomically too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`stuffed${i}@relais.test`, 'pw', '198.51.100.40')),
    );
    expect(checks()).toBe(SIGNIN_ADDRESS_MAX_FAILURES);
    expect(count(answers, 429)).toBe(40 - SIGNIN_ADDRESS_MAX_FAILURES);
  });

  it('counts an IPv6 subscriber by its /64', async () => {
    for (let i = 0; i < SIGNIN_ADDRESS_MAX_FAILURES; i += 1)
      await attempt(`v6-${i}@relais.test`, 'pw', `2001:db8:1:2::${i.toString(16)}`);
    expect((await attempt('v6-last@relais.test', 'pw', '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await attempt('v6-last@relais.test', 'pw', '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('the known device of a user behind a throttled address still gets in', async () => {
    const device = await knownDevice();
    for (let i = 0; i < SIGNIN_ADDRESS_MAX_FAILURES; i += 1)
      await attempt(`x${i}@relais.test`, 'pw', '192.0.2.1');
    expect((await attempt(DEMO.email, DEMO.password, '192.0.2.1')).statusCode).toBe(429);
    expect((await attempt(DEMO.email, DEMO.password, '192.0.2.1', device)).statusCode).toBe(200);
  });
});

describe('known and unknown emails answer alike', () => {
  it('same answers, same waits, and no password check once throttled', async () => {
    const known: LightMyRequestResponse[] = [];
    const unknown: LightMyRequestResponse[] = [];
    for (let i = 0; i < SIGNIN_FREE_FAILURES + 3; i += 1) {
      known.push(await attempt(DEMO.email, 'bad', '203.0.113.1'));
      unknown.push(await attempt('nobody@relais.test', 'bad', '203.0.113.2'));
    }
    expect(known.map(seen)).toEqual(unknown.map(seen));
    expect(statuses(known)).toEqual([
      ...Array<number>(SIGNIN_FREE_FAILURES).fill(401),
      ...Array<number>(3).fill(429),
    ]);
    expect(checks()).toBe(2 * SIGNIN_FREE_FAILURES);
    // throttled by the address rather than the account: the same again
    const byAddress = async (email: string, ip: string) => {
      for (let i = 0; i < SIGNIN_ADDRESS_MAX_FAILURES; i += 1) await attempt(`s${i}@relais.test`, 'pw', ip);
      return attempt(email, 'bad', ip);
    };
    expect(seen(await byAddress(OTHER.email, '203.0.113.3'))).toEqual(
      seen(await byAddress('nobody2@relais.test', '203.0.113.4')),
    );
  });
});

describe('the waits', () => {
  it('are free, then double from 30 s up to 15 min, then one day from the 100th failure on', () => {
    const waits = Array.from({ length: 12 }, (_, i) => waitAfterFailure(i + 1) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(waitAfterFailure(99)).toBe(15 * 60 * 1000);
    expect(waitAfterFailure(100)).toBe(SIGNIN_CEILING_WAIT_MS);
    expect(waitAfterFailure(500)).toBe(24 * 3600 * 1000);
  });
});
