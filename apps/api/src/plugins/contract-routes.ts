import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiPath, type RouteDef } from '@relais/contract';
import { insideTransaction } from '../db/request-transaction';
import type { AuthContext } from './types';
import { unauthenticated } from './app-error';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<R extends RouteDef> = {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  /** The caller; null only on public routes. */
  auth: R['auth'] extends 'public' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteHandler<R extends RouteDef> = (input: RouteInput<R>) => Promise<z.input<R['response']>>;

/**
 * Registers one call FROM its contract definition: method, path under /api, zod schemas for
 * params, query, body and the 200 response. The definition rides along in the route config, where
 * the auth plugin reads `auth`, `owner` and `ownerBody`, and the idempotency plugin the method.
 * `raw` routes send their handler's bytes as they are (no JSON response schema); `multipart`
 * routes need a multipart/form-data body parser registered by their module.
 */
export const registerRoute = <R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: RouteHandler<R>,
): void => {
  app.route({
    method: def.method,
    url: apiPath(def),
    schema: {
      summary: def.summary,
      tags: [def.path.split('/')[1] ?? 'api'],
      ...(def.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
      // A raw answer (bytes, e.g. a file) skips JSON serialisation: no response schema.
      ...(def.raw ? {} : { response: { 200: def.response } }),
    },
    config: { contractRoute: def },
    handler: async (request, reply) => {
      const auth = request.auth;
      if (def.auth !== 'public' && !auth) throw unauthenticated();
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        auth,
        request,
        reply,
      } as RouteInput<R>;
      // a keyed write runs in its request's transaction (idempotency.ts): the key, the write and the
      // answer commit together; every repository on `app.db` finds that transaction (request-transaction.ts)
      const open = request.idempotentTransaction?.open;
      return open ? insideTransaction(open, () => handler(input)) : handler(input);
    },
  });
};
