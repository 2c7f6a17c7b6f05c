import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server (`npm run build`), as a provider runs it. */
export const API_BUNDLE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../dist/main.js');

/** A port nobody listens on right now on loopback. */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = net.createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });

/** Waits until `url` answers 200, or fails with the process's last output. */
export const waitHealthy = async (url: string, isGone: () => string | null, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const gone = isGone();
    if (gone) throw new Error(gone);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not healthy after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

export type ApiProcess = {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** SIGKILL: the process dies mid-work, as on a crashed machine. */
  kill: () => Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
};

/**
 * One API process of the built bundle on `env`'s database and file store, on a free port, with a
 * DATA_DIR of its own (nothing shared may live there). Resolves once it answers its health check.
 */
export const startApiProcess = async (name: string, env: Record<string, string>): Promise<ApiProcess> => {
  if (!existsSync(API_BUNDLE)) throw new Error(`${API_BUNDLE} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `relais-scale-${name}-`));
  const child = spawn(process.execPath, [API_BUNDLE], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => {
    errors = (errors + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    cleanUp();
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${base}/api/health`, () =>
      child.exitCode !== null ? `${name} exited (${child.exitCode}):\n${errors}` : null,
    );
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return { name, port, base, child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
};
