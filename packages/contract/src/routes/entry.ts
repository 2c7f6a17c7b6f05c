/**
 * What one call of the API is, without its schemas: name, method and path. This file and the
 * table next to it import nothing (no zod), so the app can import them as values
 * (`@relais/contract/routes`) and build every call from them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every path of the API is under this prefix (the server registers there, the app calls there). */
export const API_PREFIX = '/api';

/** One call: `name` is its key in the route table and the name of its zod definition in the contract. */
export type RouteEntry<N extends string = string> = {
  readonly name: N;
  readonly method: HttpMethod;
  /** Fastify syntax (`:param`), under API_PREFIX. */
  readonly path: string;
};

/** An entry as the table writes it: its name is its key. */
export type RouteShape = Omit<RouteEntry, 'name'>;

/**
 * A part of the table with each entry named by its key, keeping the literal types. The name is
 * added here rather than written beside the key: the app's bundle carries each name once.
 */
export function routeEntries<const T extends Record<string, RouteShape>>(
  table: T,
): { [N in keyof T & string]: T[N] & { readonly name: N } };
export function routeEntries(table: Record<string, RouteShape>): Record<string, RouteEntry> {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, { ...entry, name }]));
}

/** The URL path of a call (no parameters filled in), e.g. for a cookie's scope or a link. */
export const apiPath = (entry: RouteEntry): string => `${API_PREFIX}${entry.path}`;
