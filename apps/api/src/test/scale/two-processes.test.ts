// Two API processes of the built bundle on one PostgreSQL behind a real load balancer (HAProxy,
// installed by .ci/run): what must be shared is shared (issue 30, "Several processes"). PostgreSQL
// only (the embedded database is one process's by nature): runs in the gate's PostgreSQL pass.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_FREE_FAILURES } from '../../modules/auth/signin-throttle';
import { databaseUrl, withDatabase } from '../db-image';
import { startApiProcess, type ApiProcess } from './api-process';
import { haproxyBinary, startLoadBalancer, type LoadBalancer } from './load-balancer';

const adminUrl = process.env['TEST_DATABASE_URL'];
const haproxy = haproxyBinary();
if (adminUrl && !haproxy && process.env['CI']) throw new Error('HAProxy is missing: .ci/run installs it');

const DEMO = { username: 'demo@relais.test', password: 'relais-demo' };
const JSON_HEADERS = { 'content-type': 'application/json' };

const signIn = async (base: string, who: { username: string; password: string }) =>
  fetch(`${base}/api/auth/signin/assistant`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(who),
  });

const session = async (base: string) => {
  const res = await signIn(base, DEMO);
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; userId: string };
};

describe.skipIf(!adminUrl || !haproxy)('two API processes on one PostgreSQL behind a load balancer', () => {
  const name = `relais_scale_${process.pid}_${Date.now().toString(36)}`;
  let one: ApiProcess;
  let two: ApiProcess;
  let lb: LoadBalancer;

  beforeAll(async () => {
    if (!adminUrl || !haproxy) return;
    await withDatabase(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const env = {
      DATABASE_URL: databaseUrl(adminUrl, name),
      JWT_SECRET: 'relais-scale-secret-relais-scale-secret-0123456789',
    };
    // started together on an empty database: one migrates and seeds, the other waits for it
    [one, two] = await Promise.all([startApiProcess('one', env), startApiProcess('two', env)]);
    lb = await startLoadBalancer(haproxy, [one, two], '/api/health');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([lb?.stop(), one?.stop(), two?.stop()]);
    if (adminUrl) {
      await withDatabase(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }, 60_000);

  it('a session opened on one process works on the other, and through the balancer on both', async () => {
    const { access_token: token } = await session(one.base);
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${two.base}/api/assistants/me`, { headers })).status).toBe(200);
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${lb.base}/api/assistants/me`, { headers });
      expect(res.status).toBe(200);
      servedBy.add(res.headers.get('x-served-by') ?? '');
    }
    expect([...servedBy].sort()).toEqual(['one', 'two']);
  });

  it('the sign-in throttle counts the failures made on both processes', async () => {
    const who = { username: 'other@relais.test', password: 'not-her-password' };
    for (let i = 0; i < SIGNIN_FREE_FAILURES; i++) {
      expect((await signIn(i % 2 === 0 ? one.base : two.base, who)).status).toBe(401);
    }
    // the free failures are spent across both: her right password now waits, on either process
    for (const base of [one.base, two.base]) {
      const res = await signIn(base, { ...who, password: DEMO.password });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('an idempotency key sent to one process is honoured by the other: one effect, the same answer', async () => {
    const { access_token: token, userId } = await session(one.base);
    const key = randomUUID();
    const label = `Congés ${key}`;
    const send = (base: string) =>
      fetch(`${base}/api/assistants/${userId}/leaves`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, authorization: `Bearer ${token}`, 'idempotency-key': key },
        body: JSON.stringify({ startDate: '2031-03-20', endDate: '2031-03-21', label }),
      });
    const first = await send(one.base);
    expect(first.ok).toBe(true);
    const again = await send(two.base);
    expect(again.status).toBe(first.status);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    const list = await fetch(`${two.base}/api/assistants/${userId}/leaves`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const leaves = JSON.stringify(await list.json());
    expect(leaves.split(label).length - 1).toBe(1);
  });
});
