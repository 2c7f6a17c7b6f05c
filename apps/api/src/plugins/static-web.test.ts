import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, errJson } from '../test/test-app';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'relais-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Relais</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Relais"}');
  // the web build writes .br and .gz beside every text file of the shell, as it does for the assets
  for (const name of ['index.html', 'sw.js', 'manifest.webmanifest']) {
    const raw = readFileSync(join(dist, name));
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(raw));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(raw));
  }
  ctx = await createTestContext({ webDistDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') =>
  ctx.app.inject({ method: 'GET', url, headers: { accept } });

describe('the PWA at /', () => {
  it('serves index.html with no-cache at / and as the SPA fallback', async () => {
    for (const url of ['/', '/login', '/planning/2026-03?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
  });

  it('serves hashed assets as immutable, sw.js and the manifest as no-cache', async () => {
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js', '*/*')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('has the shell revalidated when a browser gets it precompressed (br, then gzip)', async () => {
    for (const acceptEncoding of ['br, gzip, deflate', 'gzip, deflate']) {
      const encoding = acceptEncoding.startsWith('br') ? 'br' : 'gzip';
      for (const [url, accept] of [
        ['/', 'text/html'],
        ['/index.html', 'text/html'],
        ['/sw.js', '*/*'],
        ['/manifest.webmanifest', '*/*'],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { accept, 'accept-encoding': acceptEncoding },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${acceptEncoding}`).toBe(encoding);
        expect(res.headers['cache-control'], `${url} ${acceptEncoding}`).toBe('no-cache');
      }
    }
  });

  it('sends the precompressed file to a client that accepts gzip', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { accept: '*/*', 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('compresses the SPA fallback page for clients that accept it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root"');
  });

  it('serves the new index.html after a rebuild in place, without a restart', async () => {
    expect((await get('/some/route')).body).toContain('<div id="root">');
    const file = join(dist, 'index.html');
    writeFileSync(file, '<!doctype html><title>Relais</title><div id="root" data-build="2"></div>');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await get('/some/route')).body).toContain('data-build="2"');
  });

  it('does not fall back for /api, non-GET or non-HTML requests', async () => {
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(errJson(api).errorCode).toBe('not_found');
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/login', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
  });
});

describe('health and docs', () => {
  it('GET /api/health', async () => {
    const res = await get('/api/health', 'application/json');
    expect(res.json()).toEqual({ status: 'ok', time: '2026-03-11T09:00:00.000Z' });
  });

  it('OpenAPI generated from the contract, Swagger UI at /api/docs', async () => {
    const spec = (await get('/api/docs/json', 'application/json')).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signin/assistant', '/api/assistants/{id}/clients/{clientId}']),
    );
    const ui = await get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
