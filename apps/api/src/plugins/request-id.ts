import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../config';
import { trustedProxyMatcher } from './http-limits';
import './types';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may give: 1 to 128 letters, digits, `-`, `_`, `.`, `:` (nothing a log line could be forged with). */
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the incoming `x-request-id` when the connection comes from a trusted proxy
 * (TRUST_PROXY) and the value is a plain token, else a random UUID. Fastify binds it to the
 * request's logger (`reqId` on every line of the request).
 */
export const requestIdGenerator = (trustProxy: TrustProxy): ((req: IncomingMessage) => string) => {
  const trusted = trustedProxyMatcher(trustProxy);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    const address = req.socket.remoteAddress;
    if (typeof given === 'string' && VALID_ID.test(given) && address !== undefined && trusted(address))
      return given;
    return randomUUID();
  };
};

/** Sends the request id back in `x-request-id` on every answer. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'relais-request-id' },
);

/**
 * What pino never writes: the credentials a request or answer carries (Fastify's request lines hold
 * only method, url, host and addresses; these cover any line that logs headers), and an audit line's
 * detail (a failed sign-in's e-mail...): it is kept in the audit table, not in the log.
 */
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'audit.detail',
];

/**
 * One access line per request, when it is answered (what was asked, by whom, the status and time):
 * Fastify's default writes one more on arrival, a write each (5 % of a cheap read's CPU).
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
