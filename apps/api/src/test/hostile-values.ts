import { z } from 'zod';

/**
 * The inputs of the every-route hostile test, built from the contract's zod schemas (through their
 * JSON schema) and from hostile classes. No route is named here: a route added to the contract is
 * walked as it is. Everything is deterministic (no randomness): the same run sends the same requests.
 */

/** A JSON value, as a request carries it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value as a URL or a message writes it: text as it is, anything else as JSON. */
export const textOf = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** One hostile value: its class (for the failure message) and the value sent in its place. */
export type Hostile = { label: string; value: Json };

const LONG = 'x'.repeat(100_000);

/** Text PostgreSQL cannot store, and lengths no field takes. */
export const BAD_TEXT: Hostile[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'lone high surrogate', value: 'x\uD83C' },
  { label: 'lone low surrogate', value: '\uDF34x' },
  { label: '100 000 characters', value: LONG },
  { label: 'empty', value: '' },
];
const FAR_DATES: Hostile[] = [
  { label: 'date 0001', value: '0001-01-01' },
  { label: 'date 9999', value: '9999-12-31' },
  { label: 'datetime 0001', value: '0001-01-01T00:00:00Z' },
  { label: 'datetime 9999', value: '9999-12-31T23:59:59Z' },
  { label: 'datetime +275760', value: '+275760-09-13T00:00:00Z' },
  { label: 'month 9999-12', value: '9999-12' },
  // year 0: a valid ISO / JavaScript year that PostgreSQL refuses (its calendar has no year 0)
  { label: 'date 0000', value: '0000-01-01' },
  { label: 'datetime 0000', value: '0000-01-01T00:00:00Z' },
  { label: 'datetime 0000 with offset', value: '0000-12-31T23:00:00-02:00' },
  { label: 'month 0000-01', value: '0000-01' },
];
const NUMBER_TEXTS: Hostile[] = [
  { label: "text '1e308'", value: '1e308' },
  { label: "text 'NaN'", value: 'NaN' },
  { label: "text '-Infinity'", value: '-Infinity' },
];
const NOT_IDS: Hostile[] = [
  { label: 'not an id', value: 'not-an-id' },
  { label: 'SQL quote', value: "' OR '1'='1" },
  { label: 'path', value: '../../etc/passwd' },
];
/** Huge, negative and fractional numbers (JSON has no NaN or Infinity: NUMBER_TEXTS stand for them). */
export const HOSTILE_NUMBERS: Hostile[] = [
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: '1e20', value: 1e20 },
  { label: '2^53+2', value: 2 ** 53 + 2 },
  { label: '-1', value: -1 },
  { label: '0.001', value: 0.001 },
];
const WRONG_TYPES: Hostile[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'array', value: ['a'] },
  { label: 'object', value: { a: 1 } },
];
const ONE_NUMBER: Hostile[] = [{ label: '1e308', value: 1e308 }];

/** The hostile values a field is tried with, by what its schema says it is. */
export const hostileFor = (s: JsonSchema | undefined): Hostile[] => {
  const type = s ? typeOf(s) : undefined;
  if (s?.enum || s?.const !== undefined)
    return [...BAD_TEXT.slice(0, 2), { label: 'other value', value: 'OTHER' }, ...ONE_NUMBER, ...WRONG_TYPES];
  if (type === 'number' || type === 'integer')
    return [...HOSTILE_NUMBERS, ...NUMBER_TEXTS, ...BAD_TEXT.slice(0, 1), ...WRONG_TYPES];
  if (type === 'boolean')
    return [...BAD_TEXT.slice(0, 1), { label: "text 'true'", value: 'true' }, ...WRONG_TYPES];
  if (type === 'string' && (s?.format || s?.pattern))
    return [...BAD_TEXT, ...FAR_DATES, ...NOT_IDS.slice(0, 1), ...ONE_NUMBER, ...WRONG_TYPES];
  return [
    ...BAD_TEXT,
    ...NOT_IDS,
    ...FAR_DATES.slice(3, 4),
    ...ONE_NUMBER,
    ...NUMBER_TEXTS.slice(0, 1),
    ...WRONG_TYPES,
  ];
};

/** The numbers and dates tried again on the fullest request (every optional field present). */
export const boundsFor = (s: JsonSchema | undefined): Hostile[] => {
  const type = s ? typeOf(s) : undefined;
  if (type === 'number' || type === 'integer') return HOSTILE_NUMBERS;
  if (type === 'string' && (s?.format || s?.pattern)) return FAR_DATES;
  return [];
};

/** What a path or query value is tried with: text as any client could send it, numbers written out. */
export const HOSTILE_URL_VALUES: Hostile[] = [
  ...BAD_TEXT,
  ...FAR_DATES,
  ...NUMBER_TEXTS,
  ...NOT_IDS,
  ...HOSTILE_NUMBERS.map((h) => ({ label: h.label, value: textOf(h.value) })),
  { label: 'percent', value: '%' },
  { label: 'slash', value: 'a/b' },
];
/** The caller's own id in the path: access control answers before anything reads it. */
export const HOSTILE_OWNER_VALUES: Hostile[] = [...BAD_TEXT.slice(0, 3), ...NOT_IDS.slice(0, 1)];

/** Whole bodies of the wrong shape, and objects with fields the schema does not have. */
export const HOSTILE_BODIES: Hostile[] = [
  { label: 'body null', value: null },
  { label: 'body array', value: [] },
  { label: 'body string', value: 'x' },
  { label: 'body number', value: 1e308 },
  { label: 'body empty object', value: {} },
];
export const EXTRA_FIELDS: Record<string, Json> = {
  extra: 'a\u0000b',
  'k\u0000': 1,
  constructor: { prototype: { polluted: true } },
};

/** Percent-encodes every UTF-16 unit, lone surrogates included (as their WTF-8 bytes). */
export const encodeUrlValue = (text: string): string =>
  Array.from(text)
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(ch);
    })
    .join('');

/** The JSON schema of a zod schema as a request writes it. */
export type JsonSchema = {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: Json;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * How samples are made: `ids` gives a known-good value for an id-like field name (the caller's own
 * data); `dateTime` the date-time to use (the event the request is about); `full` takes every
 * property (to find every field), else only the required ones (the request most likely valid).
 */
export type SampleContext = {
  ids: (name: string) => string | undefined;
  dateTime: string;
  full: boolean;
};

const stringSample = (s: JsonSchema, name: string, ctx: SampleContext): string => {
  const id = ctx.ids(name);
  if (id !== undefined) return id;
  if (s.format === 'date-time') return ctx.dateTime;
  if (s.format === 'date') return ctx.dateTime.slice(0, 10);
  if (s.format === 'email') return 'demo@relais.test';
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    // a month, a day or a time of the context's date first (a pro-forma of the event's month)
    const samples = [ctx.dateTime.slice(0, 7), ctx.dateTime.slice(0, 10), ctx.dateTime, '09:00', '1', 'A'];
    return samples.find((p) => re.test(p)) ?? 'x';
  }
  return 'Texte';
};

/** 240 within the bounds: minutes of a visit long enough to need no comment, an amount, a count. */
const numberSample = (s: JsonSchema): number =>
  Math.min(Math.max(240, s.minimum ?? -Infinity), s.maximum ?? Infinity);

const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;

/**
 * A valid-looking value of a JSON schema: enums and constants take their first value, ids come from
 * the context by field name, dates are the context's, numbers 240 within bounds, arrays one item,
 * objects their properties, unions their first non-null branch.
 */
export const sampleOf = (s: JsonSchema, ctx: SampleContext, name = ''): Json => {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0] ?? null;
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const branch = branches.find((b) => typeOf(b) !== undefined || b.anyOf || b.oneOf) ?? branches[0];
    return branch ? sampleOf(branch, ctx, name) : null;
  }
  switch (typeOf(s)) {
    case 'string':
      return stringSample(s, name, ctx);
    case 'integer':
    case 'number':
      return numberSample(s);
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sampleOf(s.items, ctx, name)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([key]) => ctx.full || (s.required ?? []).includes(key))
          .map(([key, p]) => [key, sampleOf(p, ctx, key)]),
      );
    default:
      return s.default ?? 'x';
  }
};

/** The schema of every leaf of a full sample, by its dotted path (unions: their first branch, as sampleOf). */
export const leafSchemasOf = (s: JsonSchema, path: string[] = []): Map<string, JsonSchema> => {
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const branch = branches.find((b) => typeOf(b) !== undefined || b.anyOf || b.oneOf) ?? branches[0];
    return branch ? leafSchemasOf(branch, path) : new Map<string, JsonSchema>();
  }
  const type = typeOf(s);
  if (type === 'array' && s.items) return leafSchemasOf(s.items, [...path, '0']);
  if (type === 'object' && !s.enum)
    return new Map(
      Object.entries(s.properties ?? {}).flatMap(([key, p]) => [...leafSchemasOf(p, [...path, key])]),
    );
  return new Map([[path.join('.'), s]]);
};

/** The schemas a body may be: each branch of a union at its root, else itself. */
export const variantsOf = (s: JsonSchema): JsonSchema[] => {
  const branches = s.oneOf ?? s.anyOf;
  return branches && branches.every((b) => typeOf(b) === 'object') ? branches : [s];
};

/** The values of every enum of a JSON schema, by the dotted path of its field in a sample (`list.0.kind`). */
export const enumsOf = (s: JsonSchema, path: string[] = []): Map<string, Json[]> => {
  const out = new Map<string, Json[]>();
  if (s.enum?.length) out.set(path.join('.'), s.enum);
  for (const b of s.anyOf ?? s.oneOf ?? []) for (const [k, v] of enumsOf(b, path)) out.set(k, v);
  if (s.items) for (const [k, v] of enumsOf(s.items, [...path, '0'])) out.set(k, v);
  for (const [key, p] of Object.entries(s.properties ?? {}))
    for (const [k, v] of enumsOf(p, [...path, key])) out.set(k, v);
  return out;
};

/** The path of every leaf (and every object, for extra fields) of a sample, e.g. `list.0.comment`. */
export const leavesOf = (value: Json, path: string[] = []): { leaves: string[][]; objects: string[][] } => {
  const out = { leaves: [] as string[][], objects: [] as string[][] };
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    if (!Array.isArray(value)) out.objects.push(path);
    for (const [key, item] of Object.entries(value)) {
      const sub = leavesOf(item, [...path, key]);
      out.leaves.push(...sub.leaves);
      out.objects.push(...sub.objects);
    }
  } else if (path.length > 0) out.leaves.push(path);
  return out;
};

const childOf = (value: Json | undefined, key: string): Json | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, Json>)[key] : undefined;

/**
 * A copy of `value` with `replace` applied at `path` (an empty path replaces the whole value); a
 * container missing on the way is taken from `full` (the sample with every property).
 */
export const withAt = (value: Json, path: string[], replace: (old: Json) => Json, full?: Json): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return replace(value);
  const next = (old: Json | undefined) =>
    withAt(old ?? childOf(full, head) ?? null, rest, replace, childOf(full, head));
  if (Array.isArray(value)) {
    const copy = [...value];
    while (copy.length <= Number(head)) copy.push(childOf(full, String(copy.length)) ?? null);
    copy[Number(head)] = next(value[Number(head)]);
    return copy;
  }
  if (typeof value === 'object' && value !== null) return { ...value, [head]: next(value[head]) };
  return value;
};
