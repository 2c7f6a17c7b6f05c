// temporary diagnostic (not committed): CPU profile of loading /home with 4x CPU throttling
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
const port = 19000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cpp-'));
const srv = spawn('node', ['apps/api/dist/main.js'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: process.env.PROBE_DIST ?? 'apps/web/dist' }, stdio: 'ignore' });
for (let i = 0; i < 600; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
await ctx.request.post(`${base}/api/auth/signin/assistant`, { data: { username: 'demo@relais.test', password: 'relais-demo' } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${base}${process.argv[2] ?? '/home'}`);
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/home.cpuprofile', JSON.stringify(profile));
// self time per function
const dt = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  const d = profile.timeDeltas[i] ?? 0;
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
  dt.set(key, (dt.get(key) ?? 0) + d);
}
import { SourceMapConsumer } from 'source-map-js';
import { readFileSync, existsSync } from 'node:fs';
const maps = new Map();
const mapped = new Map();
for (const [k, v] of dt) {
  const m = /^(\S+) (\S+?):(-?\d+):(-?\d+)$/.exec(k);
  let key = k;
  if (m && m[2] && process.env.PROBE_DIST) {
    const file = path.join(process.env.PROBE_DIST, 'assets', m[2]);
    if (existsSync(file + '.map')) {
      if (!maps.has(file)) maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8'))));
      const pos = maps.get(file).originalPositionFor({ line: Number(m[3]) + 1, column: Number(m[4]) });
      if (pos.source) key = `${pos.name ?? m[1]} ${pos.source.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/')}:${pos.line}`;
    }
  }
  mapped.set(key, (mapped.get(key) ?? 0) + v);
}
console.log('--- mapped');
for (const [k, v] of [...mapped].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(Math.round(v / 1000), k);
const top = [...dt.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log(Math.round(v / 1000), k);
// total by url
const byUrl = new Map();
for (const [k, v] of dt) { const u = k.split(' ').pop().split(':')[0]; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
console.log('--- by file'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(Math.round(v / 1000), k);
await browser.close(); srv.kill();
