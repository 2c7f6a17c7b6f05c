import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReportOriginsFromEnv } from '../config-from-env';
import { createTestContext, type TestContext } from '../test/test-app';
import { inlineStyleHashes, SECURITY_HEADERS, securityHeadersWith } from './security-headers';

describe('connect-src and the error-reporting endpoint', () => {
  it('stays on the app itself without SENTRY_DSN', () => {
    expect(errorReportOriginsFromEnv({})).toEqual([]);
    expect(SECURITY_HEADERS['content-security-policy']).toContain("connect-src 'self';");
  });

  it("opens to the DSN's origin only (no key, no path)", () => {
    const origins = errorReportOriginsFromEnv({ SENTRY_DSN: 'https://abc@o1.ingest.example.io/42' });
    expect(origins).toEqual(['https://o1.ingest.example.io']);
    expect(securityHeadersWith(origins)['content-security-policy']).toContain(
      "connect-src 'self' https://o1.ingest.example.io;",
    );
    expect(errorReportOriginsFromEnv({ SENTRY_DSN: 'not a url' })).toEqual([]);
    expect(errorReportOriginsFromEnv({ SENTRY_DSN: 'ftp://abc@h/1' })).toEqual([]);
  });
});

describe('the stricter policy (probe item 13)', () => {
  const directives = new Map(
    (SECURITY_HEADERS['content-security-policy'] ?? '').split('; ').map((d): [string, string] => {
      const [name = '', ...values] = d.split(' ');
      return [name, values.join(' ')];
    }),
  );

  it("allows no <base> element: base-uri 'none'", () => {
    expect(directives.get('base-uri')).toBe("'none'");
  });

  it('allows no inline style, neither <style> elements nor style attributes', () => {
    expect(directives.get('style-src')).toBe("'self'");
    for (const name of ['style-src', 'style-src-elem', 'style-src-attr', 'default-src'])
      expect(directives.get(name) ?? '', name).not.toContain("'unsafe-inline'");
  });

  it('keeps scripts to the app itself, no inline, no eval', () => {
    expect(directives.get('script-src')).toBe("'self'");
  });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const styleSrcOf = (csp: unknown): string =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith('style-src ')) ?? '';

describe("the page's inline stylesheet (index.html inlines it for the first paint)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'relais-csp-web-'));
  const page = (css: string) =>
    `<!doctype html><html><head><style>${css}</style></head><body><div id="root"></div></body></html>`;
  let ctx: TestContext;
  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), page('body{color:#13693f}'));
    ctx = await createTestContext({ webDistDir: dir });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hashes each <style> as the browser parses it', () => {
    expect(inlineStyleHashes('<style>a{}</style><p>x</p><style media="print">\r\nb{}</style>')).toEqual([
      sha256('a{}'),
      sha256('\nb{}'),
    ]);
    expect(inlineStyleHashes('<p style="color:red">no element</p>')).toEqual([]);
  });

  it('is allowed by its hash on the page, by every way the page is served; no unsafe-inline', async () => {
    for (const url of ['/', '/index.html', '/home', '/messaging/create']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(styleSrcOf(res.headers['content-security-policy']), url).toBe(
        `style-src 'self' ${sha256('body{color:#13693f}')}`,
      );
    }
  });

  it('follows a new build of the page; API answers allow no inline style at all', async () => {
    writeFileSync(join(dir, 'index.html'), page('body{color:#000}'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'index.html'), later, later);
    const res = await ctx.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    expect(styleSrcOf(res.headers['content-security-policy'])).toBe(
      `style-src 'self' ${sha256('body{color:#000}')}`,
    );
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(styleSrcOf(api.headers['content-security-policy'])).toBe("style-src 'self'");
  });
});
