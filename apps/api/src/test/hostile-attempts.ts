import type { RouteDef } from '@relais/contract';
import {
  boundsFor,
  encodeUrlValue,
  enumsOf,
  EXTRA_FIELDS,
  HOSTILE_BODIES,
  HOSTILE_OWNER_VALUES,
  HOSTILE_URL_VALUES,
  hostileFor,
  jsonSchemaOf,
  leafSchemasOf,
  leavesOf,
  sampleOf,
  textOf,
  variantsOf,
  withAt,
  type Hostile,
  type Json,
  type JsonSchema,
  type SampleContext,
} from './hostile-values';

/**
 * The attempts of the every-route hostile test on one route, built from its contract definition
 * alone (path, params, query and body schemas, owner): nothing here names a route.
 */

export type Kind = 'user' | 'client' | 'event' | 'leave' | 'invoice' | 'quote' | 'file' | 'task' | 'rate';

/** What kind of id a field or param names, from its name ('rate' before 'assistant', 'file' before 'expense'...). */
const KIND_BY_NAME: [RegExp, Kind][] = [
  [/rate/i, 'rate'],
  [/file/i, 'file'],
  [/task/i, 'task'],
  [/client/i, 'client'],
  [/visit|remotework|event/i, 'event'],
  [/leave/i, 'leave'],
  [/invoice/i, 'invoice'],
  [/quote|estimate/i, 'quote'],
  [/^(user|assistant)s?(id)?$/i, 'user'],
];
const kindOf = (hint: string): Kind | undefined => KIND_BY_NAME.find(([re]) => re.test(hint))?.[1];

/** The caller's own data, one row per event with its client's rate and quote, so one request agrees with itself. */
export type Row = Partial<Record<Kind | 'start', string>>;

export const key = (r: RouteDef) => `${r.method} ${r.path}`;
const paramNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

/** What a name stands for on this route: the owner is the caller; a bare `id` is named by the segment before it. */
const hintOf = (route: RouteDef, name: string): string => {
  if (name === route.owner || name === route.ownerBody || name === route.ownerQuery) return 'user';
  if (name !== 'id') return name;
  const segments = route.path.split('/');
  return segments[segments.indexOf(':id') - 1] ?? name;
};
/** Only id-like names take an id: `id`, `…Id`, a path parameter, or a file's name (`expenseFileName`). */
const idLike = (route: RouteDef, name: string): boolean =>
  name === 'id' || /Id$|FileName$/.test(name) || paramNames(route.path).includes(name);

const contextOf = (route: RouteDef, row: Row, full: boolean): SampleContext => ({
  ids: (name) => {
    const kind = idLike(route, name) ? kindOf(hintOf(route, name)) : undefined;
    return kind ? row[kind] : undefined;
  },
  dateTime: row.start ?? '2026-03-16T09:00:00.000Z',
  full,
});

export type Request = {
  params: Record<string, Json>;
  query: Record<string, Json>;
  body: Json | undefined;
  /** A multipart body instead of JSON. */
  form?: { payload: Buffer; contentType: string };
};

const objectOf = (value: Json): Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/**
 * One request of the walk: where the hostile value went (`slot`) and which (`label`); `bound` when
 * it is a huge number or a far date in a number or date field (a value later reads must survive).
 */
export type Attempt = { slot: string; label: string; request: Request; bound?: boolean };

/**
 * Every attempt on a route, built on one row: the valid-looking request (required fields only),
 * then each path param, query value and body field replaced by the hostile values of its kind
 * (on that request, the field's containers filled in), then the numbers and dates again on the
 * fullest request (every optional field, each value of a sibling enum: an expense line's kind).
 */
export const attemptsOf = (route: RouteDef, row: Row): Attempt[] => {
  const sample = (schema: RouteDef['params'], full: boolean) =>
    schema ? sampleOf(jsonSchemaOf(schema), contextOf(route, row, full)) : {};
  const params = objectOf(sample(route.params, true));
  for (const name of paramNames(route.path)) params[name] ??= contextOf(route, row, true).ids(name) ?? 'x';
  const query = objectOf(sample(route.query, true));
  const bodySchema = route.body ? jsonSchemaOf(route.body) : undefined;
  const variants = bodySchema ? variantsOf(bodySchema) : [];
  const minimal = (v: JsonSchema) => sampleOf(v, contextOf(route, row, false));
  const base: Request = { params, query, body: variants[0] ? minimal(variants[0]) : undefined };

  const out: Attempt[] = [{ slot: 'baseline', label: 'valid-looking', request: base }];
  const each = (slot: string, values: Hostile[], build: (v: Json) => Request, bounds: Hostile[] = []) =>
    values.forEach((h) =>
      out.push({ slot, label: h.label, request: build(h.value), bound: bounds.includes(h) }),
    );
  for (const name of Object.keys(params))
    each(`params.${name}`, name === route.owner ? HOSTILE_OWNER_VALUES : HOSTILE_URL_VALUES, (v) => ({
      ...base,
      params: { ...params, [name]: v },
    }));
  for (const name of Object.keys(query))
    each(`query.${name}`, HOSTILE_URL_VALUES, (v) => ({ ...base, query: { ...query, [name]: v } }));
  each('query.extra', HOSTILE_OWNER_VALUES.slice(0, 1), (v) => ({ ...base, query: { ...query, extra: v } }));
  for (const variant of variants) {
    const min = minimal(variant);
    const full = sampleOf(variant, contextOf(route, row, true));
    const leafSchemas = leafSchemasOf(variant);
    const enums = enumsOf(variant);
    const { leaves: fields, objects } = leavesOf(full);
    const on = (body: Json): Request => ({ ...base, body });
    out.push({ slot: 'body', label: 'variant', request: on(min) });
    for (const path of fields) {
      const at = path.join('.');
      const schema = leafSchemas.get(at);
      each(`body.${at}`, hostileFor(schema), (v) => on(withAt(min, path, () => v, full)), boundsFor(schema));
      const parent = path.slice(0, -1).join('.');
      const siblings = [...enums].filter(([p]) => p !== at && p.split('.').slice(0, -1).join('.') === parent);
      // the bounds again: on the fullest request, and on the valid one with each value of a sibling enum
      const bounds = (label: string, body: Json) =>
        boundsFor(schema).forEach((h) =>
          out.push({
            slot: `body.${at}`,
            label: `${h.label}${label}`,
            request: on(withAt(body, path, () => h.value)),
            bound: true,
          }),
        );
      bounds(' (full)', full);
      for (const [enumPath, values] of siblings)
        for (const value of values)
          bounds(
            ` with ${enumPath} = ${textOf(value)}`,
            withAt(min, enumPath.split('.'), () => value, full),
          );
    }
    for (const path of objects)
      out.push({
        slot: `body${path.map((p) => `.${p}`).join('')}`,
        label: 'extra fields',
        request: on(withAt(full, path, (o) => ({ ...objectOf(o), ...EXTRA_FIELDS }))),
      });
  }
  if (bodySchema) each('body', HOSTILE_BODIES, (v) => ({ ...base, body: v }));
  return out;
};

export const urlOf = (route: RouteDef, { params, query }: Request): string => {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeUrlValue(textOf(params[name] ?? '')),
  );
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeUrlValue(k)}=${encodeUrlValue(textOf(v))}`)
    .join('&');
  return `/api${path}${search ? `?${search}` : ''}`;
};

/** The ids an accepted write names (the path's ids, the answer's `id`, `eventId`, `event.id`...). */
export const idsOf = (request: Request, answer: string): string[] => {
  const out = Object.values(request.params).filter((v): v is string => typeof v === 'string');
  const visit = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null || depth > 2) return;
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && (k === 'id' || k === 'eventId')) out.push(v);
      else visit(v, depth + 1);
    }
  };
  try {
    visit(JSON.parse(answer), 0);
  } catch {
    // not JSON: the path's ids only
  }
  return out;
};
