import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  errorCodeForStatus,
  isErrorCode,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
} from '@relais/domain';
import { AppError } from './app-error';
import './types';
import { inRequestTransaction } from './idempotency';

type ValidationIssue = { instancePath: string; message?: string; keyword: string };

/** A zod issue's message is the field's errorCode when it is one ('required-field', 'invalid-email'...). */
const fieldErrorOf = (issue: ValidationIssue): FieldError => {
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const message = issue.message ?? '';
  let errorCode: ErrorCode = 'validation_failed';
  if (isErrorCode(message)) errorCode = message;
  else if (issue.keyword === 'invalid_type' && /received undefined/.test(message))
    errorCode = 'required-field';
  return field ? { errorCode, field } : { errorCode };
};

const body = (
  errorCode: ErrorCode,
  message: string,
  errors: FieldError[] = [],
  current?: Record<string, string | null>,
): ErrorBody => ({
  success: false,
  errorCode,
  message,
  errors,
  ...(current ? { current } : {}),
});

/**
 * Fastify's `frameworkErrors`: the router's own refusals, before any route or hook runs (a path
 * that is no valid URL component, a path parameter over `maxParamLength`), answered in the one
 * error shape as a 400, without echoing the path as Fastify's default does.
 */
export const frameworkErrors = (
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  void reply.code(400).send(body('bad_request', 'This request is invalid'));
};

export type ErrorsPluginOptions = {
  /** The SPA fallback for GET paths outside /api that accept HTML; false when it did not answer. */
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
};

const auditDenied = async (request: FastifyRequest): Promise<void> => {
  const route = request.routeOptions.config.contractRoute;
  await request.server
    .audit({
      action: 'access_denied',
      actorId: request.auth?.userId ?? null,
      ip: request.ip,
      detail: {
        route: route ? `${route.method} ${route.path}` : request.url,
        params: request.params ?? null,
      },
    })
    .catch((err: unknown) => request.log.error({ err }, 'audit failed'));
};

/** One error shape for every failure (design guide section 5); a 500 never echoes internals. */
export const errorsPlugin = fp<ErrorsPluginOptions>(
  async (app, opts) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status === 403) await inRequestTransaction(request, () => auditDenied(request));
        void reply.headers(error.headers);
        return reply
          .code(error.status)
          .send(body(error.errorCode, error.message, error.errors, error.current));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map(fieldErrorOf);
        return reply.code(400).send(body('validation_failed', 'The request is invalid', errors));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
        return reply.code(500).send(body('server_error', 'Server error'));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.code(500).send(body('server_error', 'Server error'));
      }
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type...): no internals either.
      const code = status === 413 ? 'bad_request' : errorCodeForStatus(status);
      return reply
        .code(status)
        .send(body(code, status === 429 ? 'Too many requests' : 'This request is invalid'));
    });

    app.setNotFoundHandler((request, reply) => {
      if (opts.spaFallback?.(request, reply)) return reply;
      return reply.code(404).send(body('not_found', 'This resource cannot be found'));
    });
  },
  { name: 'relais-errors' },
);
