import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitHealthy } from './api-process';

/** HAProxy from the system (Debian's package, installed by .ci/run), or null when absent. */
export const haproxyBinary = (): string | null =>
  ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p)) ?? null;

export type LoadBalancer = { base: string; stop: () => Promise<void> };

/**
 * HAProxy in front of `backends` (round robin), as a provider would run it: health checks every
 * 200 ms on `checkPath` (a process that refuses the connection or fails is out after one failed
 * check; a slow answer is waited for), a request
 * that could not reach a process is sent to another (`option redispatch`, connection failures only:
 * what reached a process and got no answer is the client's to retry). Each answer names the process
 * that served it in `x-served-by`.
 */
export const startLoadBalancer = async (
  binary: string,
  backends: { name: string; port: number }[],
  checkPath: string,
): Promise<LoadBalancer> => {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'relais-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 256',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      // a check waits this long for an answer: a busy but living process is not taken out (a dead
      // one refuses the connection at once, whatever this says)
      '  timeout check 5s',
      '  retries 2',
      '  option redispatch',
      `frontend api`,
      `  bind 127.0.0.1:${port}`,
      '  default_backend relais',
      'backend relais',
      '  balance roundrobin',
      `  option httpchk GET ${checkPath}`,
      '  http-response set-header x-served-by %s',
      ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 200ms fall 1 rise 1`),
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => {
    errors = (errors + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${base}${checkPath}`, () =>
      child.exitCode !== null ? `haproxy exited (${child.exitCode}):\n${errors}` : null,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
};
