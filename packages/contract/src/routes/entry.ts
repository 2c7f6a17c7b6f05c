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

/** Keeps the literal types of a part of the table and checks that each entry's `name` is its key. */
export const routeEntries = <const T extends { [N in keyof T & string]: RouteEntry<N> }>(table: T): T =>
  table;

/** The URL path of a call (no parameters filled in), e.g. for a cookie's scope or a link. */
export const apiPath = (entry: RouteEntry): string => `${API_PREFIX}${entry.path}`;
