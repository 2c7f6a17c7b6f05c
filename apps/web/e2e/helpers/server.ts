// Starting and stopping the real built Relais server for the browser journeys.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const apiBundle = path.join(repoRoot, 'apps/api/dist/main.js');
export const builtWeb = path.join(repoRoot, 'apps/web/dist');

/** A port nobody listens on right now (port 0 probe on loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (address === null || typeof address === 'string') {
        srv.close();
        reject(new Error('no port'));
        return;
      }
      srv.close(() => resolve(address.port));
    });
  });
}

export type RunningServer = {
  baseURL: string;
  /** Temp folder holding data/ (DATA_DIR), web/ (WEB_DIST, a copy of apps/web/dist) and server.log. */
  workDir: string;
  webDist: string;
  logFile: string;
  stop: () => Promise<void>;
};

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | string | null = null;
  child.once('exit', (code, signal) => {
    exited = code ?? signal;
  });
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`the server exited (${String(exited)}) before it was healthy:\n${readLog(logFile)}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server was not healthy after ${timeoutMs} ms:\n${readLog(logFile)}`);
}

export function readLog(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n');
  } catch {
    return '(no server log)';
  }
}

/**
 * Starts the server; on a loaded machine the first start of a fresh embedded database can exceed
 * Fastify's plugin start timeout (AVV_ERR_PLUGIN_EXEC_TIMEOUT), so that one error is retried,
 * loudly, on a new data folder. Any other failure is reported at once.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  /** `fresh`: a new database even when the run has a seeded one; `keep`: the work folder outlives stop. */
  options: { attempts?: number; web?: string; keep?: boolean; fresh?: boolean } = {},
): Promise<RunningServer> {
  const attempts = options.attempts ?? 3;
  // A copy of the run's seeded database, unless the server's clock is not today's (the demo data
  // is relative to the month it is seeded in).
  const template =
    options.fresh || extraEnv.RELAIS_FAKE_NOW ? undefined : process.env.RELAIS_E2E_DATA_TEMPLATE;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(extraEnv, options.web ?? builtWeb, template, options.keep);
    } catch (err) {
      const slowStart = err instanceof Error && err.message.includes('AVV_ERR_PLUGIN_EXEC_TIMEOUT');
      if (!slowStart || attempt >= attempts) throw err;
      console.warn(
        `[e2e] the server did not start in time (attempt ${attempt}/${attempts}, machine busy?): retrying`,
      );
    }
  }
}

/**
 * Starts `node apps/api/dist/main.js` on a free port with a fresh DATA_DIR (a copy of `template` when
 * given) and its own copy of the PWA (`web`: the built app, or another build of it).
 */
async function startServerOnce(
  extraEnv: Record<string, string>,
  web: string,
  template: string | undefined,
  keep = false,
): Promise<RunningServer> {
  for (const needed of [apiBundle, path.join(web, 'index.html')]) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`npm run build\` first`);
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'relais-e2e-'));
  const webDist = path.join(workDir, 'web');
  cpSync(web, webDist, { recursive: true });
  if (template) cpSync(template, path.join(workDir, 'data'), { recursive: true });
  const logFile = path.join(workDir, 'server.log');
  const log = createWriteStream(logFile);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.NODE_ENV;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    WEB_DIST: webDist,
    JWT_SECRET: 'relais-e2e-secret-relais-e2e-secret-0123456789',
    ...extraEnv,
  });
  const child = spawn(process.execPath, [apiBundle], {
    cwd: workDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    if (!keep && !process.env.RELAIS_E2E_KEEP) rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, logFile, 90_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, workDir, webDist, logFile, stop };
}

/**
 * The run's seeded embedded database (Playwright's global setup): a first server migrates and seeds
 * a fresh DATA_DIR, stops, and its folder is what the journeys' servers copy (2 s instead of 5 to
 * start, on this project's 2-core machine). Gives the folder and its removal.
 */
export async function makeDataTemplate(): Promise<{ dir: string; remove: () => void }> {
  const server = await startServer({}, { keep: true, fresh: true });
  await server.stop();
  return {
    dir: path.join(server.workDir, 'data'),
    remove: () => rmSync(server.workDir, { recursive: true, force: true }),
  };
}

/**
 * Builds the web app again with build settings of its own (`VITE_BUILD_MODE=menu`, say) into a new
 * temporary folder, and gives that folder (the caller removes it). A few seconds: Vite's own build.
 */
export function buildWebWith(settings: Record<string, string>): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'relais-e2e-web-'));
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: path.join(repoRoot, 'apps/web'),
      env: { ...process.env, ...settings },
      stdio: 'inherit',
      timeout: 300_000,
    },
  );
  return outDir;
}

/** The feedback feature's entry in a build's manifest: only the 'menu' build emits it. */
export const FEEDBACK_ENTRY = 'src/features/feedback/index.ts';

/** A web build's Vite manifest: source entry -> emitted chunk. */
export function readManifest(webDir: string): Record<string, { file: string }> {
  return JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
}
