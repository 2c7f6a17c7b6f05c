import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isStorableText, storableTextOf } from '@relais/domain';
import { ruleFailure } from './app-error';

const isBytesOrStream = (value: object): boolean =>
  ArrayBuffer.isView(value) ||
  value instanceof ArrayBuffer ||
  ('pipe' in value && typeof value.pipe === 'function');

/**
 * The dotted path of every text PostgreSQL cannot store in a parsed request part: strings and
 * object keys, through arrays and objects' own properties (the router's params and the query are
 * objects without Object's prototype; a multipart body may be a class); bytes and streams are not
 * text. A key that cannot be stored is named cleaned ('?' for each bad character).
 */
const unstorableTextFields = (value: unknown, path = '', seen = new WeakSet<object>()): string[] => {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  if (typeof value !== 'object' || value === null || isBytesOrStream(value) || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]: [string, unknown]) =>
    isStorableText(key) ? unstorableTextFields(item, at(key), seen) : [at(storableTextOf(key))],
  );
};

/**
 * Throws the 400 `invalid_characters` naming every field of `values` PostgreSQL cannot store. The
 * hooks below call it on every request; a module that reads its own input outside the parsed body
 * (e.g. a multipart body streamed to storage) calls it on what it read.
 */
export const refuseUnstorableText = (...values: unknown[]): void => {
  const fields = values.flatMap((value) => unstorableTextFields(value));
  if (fields.length === 0) return;
  throw ruleFailure(
    fields.map((field) => ({ errorCode: 'invalid_characters', field })),
    'A text contains a character that cannot be stored (NUL or lone surrogate)',
  );
};

/**
 * Text PostgreSQL cannot store (`isStorableText` in the domain) is refused at the boundary, for
 * EVERY request, whatever its route and schemas: a hook on the root instance runs for each route
 * registered after it, including routes added later, where a shared zod string would have to be
 * remembered in every schema (and would miss `z.unknown()` values, records, a multipart body and
 * path ids). Path params and query are checked on request, before authentication and access
 * control (a denial audits the params); the body once parsed, before its schema and the other
 * plugins. Field names follow the validation errors': the path inside the body, or the name of
 * the param or query value.
 */
export const storableTextPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      refuseUnstorableText(request.params, request.query);
    });
    app.addHook('preValidation', async (request: FastifyRequest) => {
      refuseUnstorableText(request.body);
    });
  },
  { name: 'relais-storable-text' },
);
