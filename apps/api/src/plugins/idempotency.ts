import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from './app-error';
import './types';

/** Stored keys are kept at least this long (design guide section 5). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3600 * 1000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { key: string; userId: string } | null;
  }
}

/**
 * JSON.stringify replacer: bytes (a Uint8Array or Buffer anywhere in the body, e.g. an uploaded
 * file) count by their SHA-256, not as a huge array of numbers. `this[key]` is the value before
 * Buffer's own toJSON.
 */
function bytesAsDigest(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  if (original instanceof Uint8Array) return `sha256:${createHash('sha256').update(original).digest('hex')}`;
  return value;
}

/**
 * What identifies a request for its Idempotency-Key: method, URL and the parsed body (not the raw
 * bytes, so a multipart body with another boundary but the same fields and file is the same request).
 */
export const requestFingerprint = (method: string, url: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${url}\n${body === undefined ? '' : JSON.stringify(body, bytesAsDigest)}`)
    .digest('hex');

/**
 * Every authenticated write accepts an Idempotency-Key (UUID), stored per user in PostgreSQL with
 * the request fingerprint and the response: same key + same payload replays the stored response
 * without a second effect; another payload is 422; a duplicate still running is 409.
 * Public (auth) endpoints are exempt. A 5xx answer releases the key so the client can retry.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request, reply) => {
      const route = request.routeOptions.config.contractRoute;
      const raw = request.headers[IDEMPOTENCY_HEADER];
      if (!route || !request.auth || !WRITE_METHODS.has(request.method) || raw === undefined) return;
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (!key || !UUID.test(key)) {
        throw new AppError(400, 'validation_failed', 'Idempotency-Key must be a UUID', {
          errors: [{ errorCode: 'validation_failed', field: 'Idempotency-Key' }],
        });
      }
      const userId = request.auth.userId;
      const methodPath = `${request.method} ${request.url}`;
      const fingerprint = requestFingerprint(request.method, request.url, request.body);
      const now = app.appConfig.clock.now();
      const inserted = await app.db
        .insert(idempotencyKeys)
        .values({
          key,
          userId,
          methodPath,
          fingerprint,
          status: 'IN_PROGRESS',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) {
        request.idempotency = { key, userId };
        return;
      }
      const [stored] = await app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored)
        throw new AppError(409, 'idempotency_in_progress', 'The same request is still in progress');
      if (stored.fingerprint !== fingerprint) {
        throw new AppError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was used for another request',
        );
      }
      if (stored.status !== 'DONE' || stored.responseStatus === null) {
        throw new AppError(409, 'idempotency_in_progress', 'The same request is still in progress');
      }
      return reply
        .code(stored.responseStatus)
        .header('content-type', stored.responseContentType ?? 'application/json; charset=utf-8')
        .header(IDEMPOTENT_REPLAY_HEADER, 'true')
        .send(stored.responseBody ?? '');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const idem = request.idempotency;
      if (!idem) return payload;
      request.idempotency = null;
      const where = and(eq(idempotencyKeys.userId, idem.userId), eq(idempotencyKeys.key, idem.key));
      if (reply.statusCode >= 500) {
        await app.db.delete(idempotencyKeys).where(where);
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      await app.db
        .update(idempotencyKeys)
        .set({
          status: 'DONE',
          responseStatus: reply.statusCode,
          responseBody:
            typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
          responseContentType: typeof contentType === 'string' ? contentType : null,
          updatedAt: app.appConfig.clock.now(),
        })
        .where(where);
      return payload;
    });
  },
  { name: 'relais-idempotency', dependencies: ['relais-auth'] },
);
