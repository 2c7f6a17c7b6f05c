import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../lib/language';
import { requestActorStorage } from '../lib/request-actor';
import { AppError } from './app-error';
import './types';
import { inRequestTransaction } from './idempotency';

const FORBIDDEN_TEXT = {
  fr: 'Une session d’assistance ne peut pas faire cette action : seule l’assistante le peut.',
  en: 'A support session cannot do this: only the assistant can.',
} as const;

/** 403 `support_session_forbidden`, its message in the caller's language. */
export const supportSessionForbidden = (request: FastifyRequest): AppError =>
  new AppError(
    403,
    'support_session_forbidden',
    FORBIDDEN_TEXT[languageOf(request.headers['accept-language'])],
  );

/**
 * Refuses the call in a support session (helpdesk link): for a handler whose route cannot carry the
 * contract's `notInSupportSession` option (e.g. only some bodies of a call are forbidden).
 */
export const assertNotSupportSession = (request: FastifyRequest): void => {
  if (request.auth?.actorId) throw supportSessionForbidden(request);
};

const scopeOf = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Support sessions (staff acting as an assistant after a helpdesk link; the access token's `act`
 * claim, read by the auth plugin):
 * - the actor is made known to the whole request (`lib/request-actor.ts`), so history lines written
 *   by any module are marked as made by support;
 * - a route whose contract says `notInSupportSession` answers 403 `support_session_forbidden`;
 * - every write (any method but GET/HEAD/OPTIONS) is audited with the staff member as actor, with
 *   its route and status.
 * Registered after the auth plugin (its onRequest hook runs after the token is read).
 */
export const supportSessionPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const actorId = request.auth?.actorId;
      if (!actorId) return done();
      requestActorStorage.run({ actorId }, () => {
        // the body is parsed in another async context: the later hooks and the handler re-enter this one
        const scope = new AsyncResource('relais-support-session');
        scopeOf.set(request, scope);
        scope.runInAsyncScope(done);
      });
    });

    app.addHook('preValidation', (request, _reply, done) => {
      const scope = scopeOf.get(request);
      if (!scope) return done();
      scope.runInAsyncScope(done);
    });

    app.addHook('preHandler', async (request) => {
      const route = request.routeOptions.config.contractRoute;
      if (route?.notInSupportSession && request.auth?.actorId) throw supportSessionForbidden(request);
    });

    // written before the answer leaves (onSend, errors included): once the caller has its answer, the
    // audit line is stored, never racing whatever the caller does next
    app.addHook('onSend', async (request, reply, payload) => {
      const auth = request.auth;
      const route = request.routeOptions.config.contractRoute;
      if (!auth?.actorId || !route || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return payload;
      // the write is done whatever happens here: a lost audit line is logged, the answer stays the write's
      // in the write's own transaction when it has one (a keyed write): it commits with it
      await inRequestTransaction(request, () =>
        app.audit({
          action: 'support_write',
          actorId: auth.actorId,
          subjectId: auth.userId,
          ip: request.ip,
          detail: { route: `${route.method} ${route.path}`, status: reply.statusCode },
        }),
      ).catch((err: unknown) => request.log.error({ err }, 'support_write audit not stored'));
      return payload;
    });
  },
  { name: 'relais-support-session', dependencies: ['relais-auth', 'relais-audit'] },
);
