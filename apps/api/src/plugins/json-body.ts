import fp from 'fastify-plugin';
import { AppError } from './app-error';

/**
 * How many arrays and objects a JSON body may open inside one another. The deepest body the
 * contract takes is a handful of levels (a report's expense lines); 64 is far above any legitimate
 * one and far below what the recursive walkers of a parsed body (the storable-text hook, zod) can
 * go through: about 1,600 levels overflowed the stack and answered 500.
 */
export const JSON_DEPTH_MAX = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text opens more than `max` arrays or objects inside one another: one linear scan
 * of the text, no parse, no recursion; brackets inside strings do not count. An unbalanced text is
 * left to the parser, which refuses it.
 */
export const jsonDepthExceeds = (text: string, max: number = JSON_DEPTH_MAX): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
};

/**
 * The `application/json` parser: Fastify's own (prototype and constructor poisoning refused, an
 * empty or invalid body answered 400), after a depth check. A body nested deeper than
 * JSON_DEPTH_MAX is refused 400 `bad_request` before it is parsed, so nothing walks it. It holds
 * for every route, registered later or not (multipart bodies, params and query are flat).
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthExceeds(text)) {
        done(new AppError(400, 'bad_request', 'The body is nested too deeply'), undefined);
        return;
      }
      void parse(request, text, done);
    });
  },
  { name: 'relais-json-body' },
);
