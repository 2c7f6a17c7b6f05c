import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { insideTransaction, openTransaction, type OpenTransaction } from '../db/request-transaction';
import { AppError } from './app-error';
import { IDEMPOTENCY_LEASE_MS, leasedKeys, type Hold } from './idempotency-lease';
import { claimInTransaction, keyOf, storeAnswerIn, type StoredKey } from './idempotency-transaction';
import './types';

/** Stored keys are kept at least this long (design guide section 5). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3600 * 1000;
export { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_RENEW_MS } from './idempotency-lease';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key held by the request's own transaction: the write and its answer commit together. */
type TransactionHold = { key: string; userId: string; open: OpenTransaction };

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Hold | null;
    /** The request's transaction (keyed JSON writes), its handler's database (contract-routes.ts). */
    idempotentTransaction: TransactionHold | null;
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
 * Runs `work` in the request's transaction when it has one (a keyed write), else as it is: a hook or
 * the error handler, which run outside the handler, must write there too (on the embedded database its
 * one connection is held by that transaction until the answer is stored).
 */
export const inRequestTransaction = <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
  const open = request.idempotentTransaction?.open;
  return open ? insideTransaction(open, work) : work();
};

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
 * without a second effect; another payload is 422; a duplicate while the first runs is 409
 * `idempotency_in_progress` (the app retries it later). A JSON write holds its key in its request's
 * one transaction (idempotency-transaction.ts): key, effect and answer commit together or not at
 * all, so a request that died left nothing. An upload holds its key by a lease instead
 * (idempotency-lease.ts). Public (auth) endpoints are exempt. A 5xx leaves the key free to retry.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    app.decorateRequest('idempotentTransaction', null);
    const leases = leasedKeys(app);

    app.addHook('onClose', async () => leases.stopAll());

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
      const fingerprint = requestFingerprint(request.method, request.url, request.body);
      const methodPath = `${request.method} ${request.url}`;
      /** The stored answer again, or why there is none yet. */
      const answerStored = (stored: StoredKey) => {
        if (stored.fingerprint !== fingerprint) {
          throw new AppError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was used for another request',
          );
        }
        if (stored.responseStatus === null) {
          throw new AppError(409, 'idempotency_in_progress', 'The same request is still in progress');
        }
        return reply
          .code(stored.responseStatus)
          .header('content-type', stored.responseContentType ?? 'application/json; charset=utf-8')
          .header(IDEMPOTENT_REPLAY_HEADER, 'true')
          .send(stored.responseBody ?? '');
      };
      if (!route.multipart) {
        // a JSON write: the key, the write and the answer commit together in the request's transaction
        const open = await openTransaction(app.db);
        let claim;
        try {
          claim = await claimInTransaction(open.tx, {
            userId,
            key,
            fingerprint,
            methodPath,
            now: app.appConfig.clock.now(),
            leaseMs: IDEMPOTENCY_LEASE_MS,
          });
        } catch (error) {
          await open.end({ commit: false }).catch(() => undefined);
          throw error;
        }
        if ('mine' in claim) {
          request.idempotentTransaction = { key, userId, open };
          return;
        }
        await open.end({ commit: false });
        if ('busy' in claim) {
          throw new AppError(409, 'idempotency_in_progress', 'The same request is still in progress');
        }
        return answerStored(claim.stored);
      }
      // an upload streams its body inside its handler: it holds the key by a lease instead
      const taken = await leases.take(userId, key, fingerprint, methodPath);
      if (taken && 'stamp' in taken) {
        leases.hold(request, key, userId, taken.stamp);
        return;
      }
      if (!taken) throw new AppError(409, 'idempotency_in_progress', 'The same request is still in progress');
      return answerStored(taken.stored);
    });

    /** The answer as stored text: what a replay sends again. */
    const answerOf = (reply: FastifyReply, payload: unknown) => {
      const contentType = reply.getHeader('content-type');
      return {
        status: reply.statusCode,
        body:
          typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
        contentType: typeof contentType === 'string' ? contentType : null,
      };
    };

    // The request's transaction ends with its answer: committed with it, or rolled back on a 5xx (the
    // client may retry: nothing happened). A commit that fails is the request's failure (a 500), never
    // an acknowledged write that is not there.
    app.addHook('onSend', async (request, reply, payload) => {
      const t = request.idempotentTransaction;
      if (!t) return payload;
      request.idempotentTransaction = null;
      if (reply.statusCode >= 500) {
        await t.open.end({ commit: false });
        return payload;
      }
      const answer = answerOf(reply, payload);
      await t.open.end({
        commit: true,
        last: async (tx) => {
          await storeAnswerIn(tx, keyOf(t.userId, t.key), app.appConfig.clock.now(), answer);
        },
      });
      return payload;
    });
    // a request that ends without an answer sent (client gone) leaves no transaction open
    app.addHook('onResponse', async (request) => {
      const t = request.idempotentTransaction;
      if (!t) return;
      request.idempotentTransaction = null;
      await t.open.end({ commit: false });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const h = request.idempotency;
      if (!h) return payload;
      request.idempotency = null;
      await leases.finish(h, answerOf(reply, payload));
      return payload;
    });
  },
  { name: 'relais-idempotency', dependencies: ['relais-auth'] },
);
