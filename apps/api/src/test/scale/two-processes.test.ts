// Two API processes of the built bundle on one PostgreSQL and one S3-compatible bucket (s3rver) behind
// a real load balancer (HAProxy, installed by .ci/run): what must be shared is shared (issue 30, "Several processes"). PostgreSQL
// only (the embedded database is one process's by nature): runs in the gate's PostgreSQL pass.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_FREE_FAILURES } from '../../modules/auth/signin-throttle';
import { databaseUrl, withDatabase } from '../db-image';
import { PNG } from '../real-files';
import { startTestS3, type TestS3 } from '../s3-server';
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
  let s3: TestS3;

  beforeAll(async () => {
    if (!adminUrl || !haproxy) return;
    await withDatabase(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    s3 = await startTestS3();
    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl(adminUrl, name),
      JWT_SECRET: 'relais-scale-secret-relais-scale-secret-0123456789',
    };
    // started together on an empty database: one migrates and seeds, the other waits for it
    [one, two] = await Promise.all([startApiProcess('one', env), startApiProcess('two', env)]);
    lb = await startLoadBalancer(haproxy, [one, two], '/api/health');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([lb?.stop(), one?.stop(), two?.stop()]);
    await s3?.stop();
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

  it('a file uploaded through one process is read through the other (one bucket)', async () => {
    const { access_token: token, userId } = await session(one.base);
    const headers = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append('usage', 'EXPENSE');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'ticket.png');
    const uploaded = await fetch(`${one.base}/api/files`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(200);
    const { id } = (await uploaded.json()) as { id: string };
    const link = await fetch(`${two.base}/api/files/token?userId=${userId}&fileId=${id}`, { headers });
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const content = await fetch(`${two.base}${url}`);
    expect(content.status).toBe(200);
    expect(Buffer.from(await content.arrayBuffer()).equals(PNG)).toBe(true);
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

  it('one process killed during a load of reads and writes: a client that retries a failed request once sees no failure, and every acknowledged write is there once', async () => {
    const { access_token: token, userId } = await session(lb.base);
    const auth = { authorization: `Bearer ${token}` };
    const run = randomUUID().slice(0, 8);
    /** One request, sent again once (same key) when it failed: no answer, or a 5xx from the balancer. */
    const withOneRetry = async (send: () => Promise<Response>): Promise<Response> => {
      const once = async () => {
        // a duplicate still running on the dead process's connection (until PostgreSQL sees it gone):
        // the app's outbox waits and sends again, as here
        for (let waits = 0; ; waits++) {
          const res = await send();
          if (res.status !== 409 || waits >= 20) return res;
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      try {
        const res = await once();
        if (res.status < 500) return res;
      } catch {
        // the connection failed: sent again below
      }
      return once();
    };
    const write = (i: number) => {
      const key = randomUUID();
      // a day of its own (her absences may not overlap)
      const day = new Date(Date.UTC(2032, 0, 1 + i)).toISOString().slice(0, 10);
      const body = JSON.stringify({ startDate: day, endDate: day, label: `Charge ${run} ${i}` });
      return withOneRetry(() =>
        fetch(`${lb.base}/api/assistants/${userId}/leaves`, {
          method: 'POST',
          headers: { ...JSON_HEADERS, ...auth, 'idempotency-key': key },
          body,
        }),
      );
    };
    const read = () => withOneRetry(() => fetch(`${lb.base}/api/assistants/me`, { headers: auth }));
    const OPERATIONS = 120;
    const KILL_AFTER = 30;
    let next = 0;
    let finished = 0;
    const failed: string[] = [];
    const acknowledged: number[] = [];
    const killed: Promise<void>[] = [];
    const worker = async () => {
      for (let i = next++; i < OPERATIONS; i = next++) {
        const res = await (i % 3 !== 2 ? write(i) : read());
        if (!res.ok) failed.push(`${i}: ${res.status}`);
        else if (i % 3 !== 2) acknowledged.push(i);
        finished += 1;
        // killed while the other workers' requests are in flight
        if (finished === KILL_AFTER) killed.push(two.kill());
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await Promise.all(killed);
    expect(killed).toHaveLength(1);
    expect(failed).toEqual([]);
    expect(acknowledged).toHaveLength(OPERATIONS - OPERATIONS / 3);
    const listed = await fetch(`${one.base}/api/assistants/${userId}/leaves`, { headers: auth });
    const text = JSON.stringify(await listed.json());
    for (const i of acknowledged) {
      expect(text.split(`Charge ${run} ${i}"`).length - 1, `write ${i}`).toBe(1);
    }
  }, 120_000);
});
