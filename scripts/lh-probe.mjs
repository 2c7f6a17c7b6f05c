// temporary diagnostic (not committed): Lighthouse /home with details
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
const port = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lhp-'));
const srv = spawn('node', ['apps/api/dist/main.js'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: 'apps/web/dist' }, stdio: 'ignore' });
for (let i = 0; i < 600; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const cdpPort = port + 1000;
const ctx = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'lhprof-')), { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${cdpPort}`] });
await ctx.request.post(`${base}/api/auth/signin/assistant`, { data: { username: 'demo@relais.test', password: 'relais-demo' } });
const url = process.argv[2] ?? '/home';
const run = await lighthouse(`${base}${url}`, { port: cdpPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
const a = run.lhr.audits;
console.log('perf', run.lhr.categories.performance.score * 100, 'TBT', a['total-blocking-time'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'FCP', a['first-contentful-paint'].displayValue, 'SI', a['speed-index'].displayValue, 'CLS', a['cumulative-layout-shift'].displayValue);
for (const it of a['bootup-time'].details.items) console.log('bootup', Math.round(it.total), Math.round(it.scripting), Math.round(it.scriptParseCompile), it.url);
for (const it of a['mainthread-work-breakdown'].details.items) console.log('main', it.group, Math.round(it.duration));
for (const it of (a['long-tasks']?.details?.items ?? [])) console.log('long', Math.round(it.startTime), Math.round(it.duration), it.url);
await ctx.close(); srv.kill();
