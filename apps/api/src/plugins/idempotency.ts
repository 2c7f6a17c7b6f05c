import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from './app-error';
import './types';

/** Stored keys are kept at least this long (design guide section 5). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3600 * 1000;
/**
 * A key IN_PROGRESS is leased to the request holding it: a live request renews its lease every
 * IDEMPOTENCY_RENEW_MS, so a key whose lease is older than IDEMPOTENCY_LEASE_MS belongs to a
 * request that died (process killed, database gone before the answer was stored) and the next
 * request with that key takes it over. Measured on the database's clock: one clock for every process.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;
export const IDEMPOTENCY_RENEW_MS = 15_000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The database's time to the millisecond: what a lease stamp is (read back exactly as a Date). */
const dbNow = sql<Date>`date_trunc('milliseconds', clock_timestamp())`;
/** An IN_PROGRESS row whose holder stopped renewing it. */
const leaseOver = sql`${idempotencyKeys.updatedAt} < clock_timestamp() - ${sql.raw(`interval '${IDEMPOTENCY_LEASE_MS} milliseconds'`)}`;

/**
 * The key a request holds while it runs: `stamp` is its lease's last renewal (`updated_at`); every
 * write of the holder is conditional on it, so a request whose key was taken over writes nothing.
 */
type Hold = {
  key: string;
  userId: string;
  stamp: Date;
  timer: NodeJS.Timeout;
  /** The renewal under way, awaited before the answer is stored. */
  renewing: Promise<void>;
};

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Hold | null;
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
 * without a second effect; another payload is 422; a duplicate while the first runs is 409
 * `idempotency_in_progress` (the app retries it later). A key held by a request that died is taken
 * over once its lease is over (see IDEMPOTENCY_LEASE_MS). Public (auth) endpoints are exempt. A 5xx
 * answer releases the key so the client can retry.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    const holds = new Set<Hold>();

    const keyOf = (userId: string, key: string) =>
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    /** The row as long as `hold` still holds it. */
    const held = (hold: Hold) =>
      and(
        keyOf(hold.userId, hold.key),
        eq(idempotencyKeys.status, 'IN_PROGRESS'),
        eq(idempotencyKeys.updatedAt, hold.stamp),
      );

    const renew = async (hold: Hold): Promise<void> => {
      try {
        const [row] = await app.db
          .update(idempotencyKeys)
          .set({ updatedAt: dbNow })
          .where(held(hold))
          .returning({ stamp: idempotencyKeys.updatedAt });
        if (row) hold.stamp = row.stamp;
        else app.log.warn({ key: hold.key }, 'idempotency key taken over while its request ran');
      } catch (error) {
        // the database is unreachable: tried again at the next tick, the lease runs out meanwhile
        app.log.warn({ err: error, key: hold.key }, 'idempotency lease not renewed');
      }
    };

    const hold = (request: FastifyRequest, key: string, userId: string, stamp: Date): void => {
      const h: Hold = {
        key,
        userId,
        stamp,
        renewing: Promise.resolve(),
        timer: setInterval(() => {
          h.renewing = h.renewing.then(() => renew(h));
        }, IDEMPOTENCY_RENEW_MS),
      };
      h.timer.unref();
      holds.add(h);
      request.idempotency = h;
    };
    const letGo = async (h: Hold): Promise<void> => {
      clearInterval(h.timer);
      holds.delete(h);
      await h.renewing;
    };

    /** Takes the key: a new one, or one whose holder died (lease over). The stamp, or null when held. */
    const take = async (
      userId: string,
      key: string,
      fingerprint: string,
      methodPath: string,
    ): Promise<{ stamp: Date } | { stored: typeof idempotencyKeys.$inferSelect } | null> => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const now = app.appConfig.clock.now();
        const [inserted] = await app.db
          .insert(idempotencyKeys)
          .values({
            key,
            userId,
            methodPath,
            fingerprint,
            status: 'IN_PROGRESS',
            createdAt: now,
            updatedAt: dbNow,
          })
          .onConflictDoNothing()
          .returning({ stamp: idempotencyKeys.updatedAt });
        if (inserted) return inserted;
        const [stored] = await app.db.select().from(idempotencyKeys).where(keyOf(userId, key));
        if (!stored) continue; // released (a 5xx) between the two statements: insert again
        if (stored.fingerprint !== fingerprint || stored.status === 'DONE') return { stored };
        // one statement: of two requests taking the same dead key over, one only finds it leased
        const [taken] = await app.db
          .update(idempotencyKeys)
          .set({ updatedAt: dbNow })
          .where(
            and(
              keyOf(userId, key),
              eq(idempotencyKeys.status, 'IN_PROGRESS'),
              eq(idempotencyKeys.fingerprint, fingerprint),
              leaseOver,
            ),
          )
          .returning({ stamp: idempotencyKeys.updatedAt });
        return taken ?? null;
      }
      return null;
    };

    app.addHook('onClose', async () => {
      for (const h of holds) clearInterval(h.timer);
      holds.clear();
    });

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
      const taken = await take(userId, key, fingerprint, `${request.method} ${request.url}`);
      if (taken && 'stamp' in taken) {
        hold(request, key, userId, taken.stamp);
        return;
      }
      if (!taken) throw new AppError(409, 'idempotency_in_progress', 'The same request is still in progress');
      const { stored } = taken;
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
    });

    // The answer is stored (or the key released on a 5xx) only by the request still holding the
    // key. When the database cannot be reached the answer still goes out: the key stays
    // IN_PROGRESS until its lease is over, then a retry performs the request (decisions "API conventions").
    app.addHook('onSend', async (request, reply, payload) => {
      const h = request.idempotency;
      if (!h) return payload;
      request.idempotency = null;
      await letGo(h);
      try {
        if (reply.statusCode >= 500) {
          await app.db.delete(idempotencyKeys).where(held(h));
          return payload;
        }
        const contentType = reply.getHeader('content-type');
        const stored = await app.db
          .update(idempotencyKeys)
          .set({
            status: 'DONE',
            responseStatus: reply.statusCode,
            responseBody:
              typeof payload === 'string'
                ? payload
                : Buffer.isBuffer(payload)
                  ? payload.toString('utf8')
                  : '',
            responseContentType: typeof contentType === 'string' ? contentType : null,
            updatedAt: app.appConfig.clock.now(),
          })
          .where(held(h))
          .returning({ key: idempotencyKeys.key });
        if (stored.length === 0)
          app.log.warn({ key: h.key }, 'idempotency key taken over: answer not stored');
      } catch (error) {
        app.log.error({ err: error, key: h.key }, 'idempotency answer not stored');
      }
      return payload;
    });
  },
  { name: 'relais-idempotency', dependencies: ['relais-auth'] },
);
