import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitHealthy } from '../test/scale/api-process';
import type { AddressInfo } from 'node:net';
import { createTestContext, DEMO } from '../test/test-app';
import { shutDown } from './shutdown';

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'relais-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Whether readiness answers 200 on a new connection (false: 503, or the connection refused). */
const readyNow = async (base: string): Promise<boolean> => {
  try {
    return (await fetch(`${base}/api/health/ready`)).status === 200;
  } catch {
    return false;
  }
};

/** A sign-in whose headers reached the server (100-continue) and whose body is not sent yet. */
const heldSignIn = async (base: string, body: string) => {
  const req = request(`${base}/api/auth/signin/assistant`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const outcome = new Promise<number | 'cut'>((done) => {
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => done(res.statusCode ?? 0));
    });
    req.once('error', () => done('cut'));
  });
  await new Promise<void>((done) => req.once('continue', () => done()));
  return { req, outcome };
};

describe('SIGTERM', () => {
  it('cuts a request still in flight when the grace is over, then closes', async () => {
    const ctx = await createTestContext();
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const held = await heldSignIn(
        `http://127.0.0.1:${port}`,
        JSON.stringify({ username: DEMO.email, password: 'x' }),
      );
      held.req.write('{');
      await shutDown(ctx.app, { graceMs: 50 });
      expect(await held.outcome).toBe('cut');
      expect(ctx.app.readiness.draining).toBe(true);
    } finally {
      await ctx.testDb.close();
    }
  });

  it(
    'turns readiness off, finishes the request in flight, closes and exits 0',
    { timeout: 240_000 },
    async () => {
      const [port, metricsPort] = [await freePort(), await freePort()];
      const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          PATH: process.env['PATH'] ?? '',
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          DATA_DIR: dataDir,
          LOG: 'off',
          SHUTDOWN_GRACE_MS: '60000',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr?.on('data', (d: Buffer) => {
        errors = (errors + d.toString()).slice(-4000);
      });
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      const base = `http://127.0.0.1:${port}`;
      try {
        await waitHealthy(
          `${base}/api/health/ready`,
          () => (child.exitCode !== null ? errors : null),
          180_000,
        );
        expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);

        // A sign-in whose body arrives in two parts: in flight from its headers (100-continue) to its last byte.
        const body = JSON.stringify({ username: DEMO.email, password: DEMO.password });
        const { req: inFlight, outcome: answered } = await heldSignIn(base, body);
        inFlight.write(body.slice(0, 10));

        child.kill('SIGTERM');
        // readiness goes off at once: 503, or no new connection accepted
        while (await readyNow(base)) await new Promise((r) => setTimeout(r, 20));
        expect(child.exitCode).toBeNull(); // still finishing the request in flight

        inFlight.end(body.slice(10));
        expect(await answered).toBe(200);
        expect(await exited).toBe(0);
        await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  );
});
