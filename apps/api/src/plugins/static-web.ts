import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './no-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Files a browser must revalidate at each use: their names never change from one build to the next. */
const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/**
 * The policy of a served file. With `preCompressed`, @fastify/static hands the path of the file it
 * sends (`index.html.br`, `sw.js.gz`): the policy is the one of the file it stands for.
 */
export const cacheControlFor = (filePath: string): string => {
  if (/[\\/]assets[\\/]/.test(filePath)) return IMMUTABLE;
  if (NO_CACHE_FILES.has(basename(filePath).replace(/\.(br|gz)$/, ''))) return NO_CACHE;
  return 'public, max-age=3600';
};

/**
 * index.html of the built PWA, or null when there is none (API-only runs and tests). Re-read when
 * the file changes on disk, so a rebuild (a new deployment in place) never serves stale asset names.
 */
export type SpaIndex = { html: Buffer; br: Buffer; gzip: Buffer };

export const spaIndexReader = (dir: string | undefined): (() => SpaIndex | null) => {
  let cached: { mtimeMs: number; index: SpaIndex } | null = null;
  return () => {
    if (!dir) return null;
    const file = join(dir, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const html = readFileSync(file);
      // compressed once per build: the page inlines its critical CSS, so it is worth it
      cached = { mtimeMs, index: { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) } };
    }
    return cached.index;
  };
};

const pickEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | null => {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
};

/** The SPA fallback: GET/HEAD outside /api that accepts HTML gets index.html. */
export const spaFallback =
  (readIndex: () => SpaIndex | null) =>
  (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const indexHtml = readIndex();
    if (!indexHtml) return false;
    if (isApiPath(request.url)) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    void reply.code(200).header('cache-control', NO_CACHE).header('vary', 'accept-encoding');
    if (encoding) void reply.header('content-encoding', encoding);
    void reply.type('text/html; charset=utf-8').send(encoding ? indexHtml[encoding] : indexHtml.html);
    return true;
  };

/** Serves the built PWA at / (skipped when the folder is missing). */
export const staticWebPlugin = fp<{ dir: string | undefined }>(
  async (app, opts) => {
    if (!opts.dir || !existsSync(opts.dir)) {
      app.log.info('no web dist folder: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: opts.dir,
      prefix: '/',
      cacheControl: false,
      // the web build writes .br and .gz beside each asset
      preCompressed: true,
      etag: true,
      lastModified: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        void reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  },
  { name: 'relais-static-web' },
);
