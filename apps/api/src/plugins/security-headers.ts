import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

const cspWith = (connectSrc: readonly string[], styleHashes: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // No 'unsafe-inline' (decisions "API conventions"): the page's one inline <style> (its stylesheet,
    // inlined for the first paint) is allowed by its hash; React's style props go through the CSSOM,
    // which CSP does not govern; an injected <style> element or style attribute is refused.
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSrc].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    // The console shows a PDF it read with the staff call (an invoice, a proof) in a frame, from a blob.
    "frame-src 'self' blob:",
    // The app has no <base>: none may be injected to move its relative URLs.
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The CSP source (`'sha256-…'`) of each inline `<style>` element of an HTML page: the hash of its
 * text as the browser parses it (line ends made `\n`), UTF-8.
 */
export const inlineStyleHashes = (html: string): string[] =>
  Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi), ([, css = '']) => {
    const digest = createHash('sha256').update(css.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    return `'sha256-${digest}'`;
  });

/**
 * The headers, with `connect-src` opened to the error-reporting origins (SENTRY_DSN) when there are
 * any, and `style-src` to the given inline styles' hashes. Precomputed once per page; helmet
 * measured ~3x slower on a bare route (design guide section 7).
 */
export const securityHeadersWith = (
  connectSrc: readonly string[] = [],
  styleHashes: readonly string[] = [],
): Readonly<Record<string, string>> =>
  Object.freeze({
    'content-security-policy': cspWith(connectSrc, styleHashes),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(self), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });

export const SECURITY_HEADERS = securityHeadersWith();

export type SecurityHeadersOptions = {
  connectSrc?: readonly string[];
  /**
   * The app's page (the built index.html, as the static web plugin reads it: re-read when it changes
   * on disk), whose inline styles an HTML answer allows by hash; none in API-only runs.
   */
  page?: () => { html: Buffer } | null;
};

/** Sets every security header in ONE onSend hook. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const connectSrc = options.connectSrc ?? [];
    const headers = securityHeadersWith(connectSrc);
    // one set of headers per version of the page (the reader keeps the same Buffer until it changes)
    const pageHeaders = new WeakMap<Buffer, Readonly<Record<string, string>>>();
    const headersFor = (reply: FastifyReply): Readonly<Record<string, string>> => {
      const type = reply.getHeader('content-type');
      if (!options.page || typeof type !== 'string' || !type.startsWith('text/html')) return headers;
      const page = options.page();
      if (!page) return headers;
      let found = pageHeaders.get(page.html);
      if (!found) {
        found = securityHeadersWith(connectSrc, inlineStyleHashes(page.html.toString('utf8')));
        pageHeaders.set(page.html, found);
      }
      return found;
    };
    app.addHook('onSend', async (_request, reply, payload) => {
      void reply.headers(headersFor(reply));
      return payload;
    });
  },
  { name: 'relais-security-headers' },
);
