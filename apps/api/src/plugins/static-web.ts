import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

export const cacheControlFor = (filePath: string): string => {
  if (/[\\/]assets[\\/]/.test(filePath)) return IMMUTABLE;
  if (NO_CACHE_FILES.has(basename(filePath))) return NO_CACHE;
  return 'public, max-age=3600';
};

/**
 * index.html of the built PWA, or null when there is none (API-only runs and tests). Re-read when
 * the file changes on disk, so a rebuild (a new deployment in place) never serves stale asset names.
 */
export const spaIndexReader = (dir: string | undefined): (() => string | null) => {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    if (!dir) return null;
    const file = join(dir, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
};

/** The SPA fallback: GET/HEAD outside /api that accepts HTML gets index.html. */
export const spaFallback =
  (readIndex: () => string | null) =>
  (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const indexHtml = readIndex();
    if (!indexHtml) return false;
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    void reply.code(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(indexHtml);
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
