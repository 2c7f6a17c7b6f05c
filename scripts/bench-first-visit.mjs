// Part 3 of `npm run bench` (issue 31, goal 6): the JavaScript a first visit to /login fetches before
// the network is idle, as a phone would see it. A fresh browser profile (no cache, cookie or service
// worker) opens /login; every JavaScript response of the page and of its service worker (precache
// included) is counted, by its gzip -9 size, until no request has been in flight for IDLE_MS after
// the load event. What starts later (the precache once idle, the app after sign-in) is not counted.
// Run alone against a running server: node scripts/bench-first-visit.mjs http://127.0.0.1:8080
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Quiet time that makes the network idle (Playwright's and Lighthouse's `networkidle`: 500 ms). */
const IDLE_MS = 500;
/** A page whose network never settles is measured up to this point and said so. */
const LIMIT_MS = 30_000;

const isScript = (response) =>
  /javascript/.test(response.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(response.url());

/**
 * @param {{ base: string, executablePath?: string, args?: string[] }} options
 * @returns {Promise<{ files: { path: string, bytes: number, by: 'page' | 'service worker' }[], bytes: number, idle: boolean, ms: number }>}
 */
export async function measureFirstVisit({ base, executablePath, args = [] }) {
  const browser = await chromium.launch({ executablePath, headless: true, args });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const inFlight = new Set();
    /** One promise per finished request: its script's entry, or undefined for anything else. */
    const reads = [];
    let lastChange = Date.now();
    let loaded = false;
    let idleAt;
    const settle = () => {
      lastChange = Date.now();
    };
    context.on('request', (request) => {
      if (idleAt !== undefined) return;
      inFlight.add(request);
      settle();
    });
    const done = (request) => {
      if (!inFlight.delete(request)) return;
      settle();
    };
    context.on('requestfailed', done);
    context.on('requestfinished', (request) => {
      if (!inFlight.has(request)) return;
      reads.push(
        request
          .response()
          .then(async (response) => {
            if (!response || !isScript(response)) return undefined;
            const body = await response.body();
            return {
              path: new URL(request.url()).pathname,
              bytes: gzipSync(body, { level: 9 }).length,
              by: request.serviceWorker() ? 'service worker' : 'page',
            };
          })
          .catch(() => undefined),
      );
      done(request);
    });
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(`${base}/login`, { waitUntil: 'load' });
    loaded = true;
    while (Date.now() - start < LIMIT_MS) {
      if (loaded && inFlight.size === 0 && Date.now() - lastChange >= IDLE_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const idle = inFlight.size === 0;
    idleAt = Date.now();
    const files = (await Promise.all(reads)).filter((f) => f !== undefined);
    await context.close();
    files.sort((a, b) => b.bytes - a.bytes);
    return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0), idle, ms: idleAt - start - IDLE_MS };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  const visit = await measureFirstVisit({
    base,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const f of visit.files) console.log(`${(f.bytes / 1024).toFixed(1).padStart(6)}  ${f.path} (${f.by})`);
  console.log(
    `${(visit.bytes / 1024).toFixed(1)} KB gzip in ${visit.files.length} files, ${visit.idle ? `network idle after ${visit.ms} ms` : `network never idle in ${LIMIT_MS / 1000} s`}`,
  );
}
