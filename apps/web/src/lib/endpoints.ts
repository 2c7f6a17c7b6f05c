import type {
  getMe,
  getNewestMessages,
  getPreferences,
  listClients,
  putPreference,
  RouteBody,
  RouteDef,
  RouteQuery,
  RouteResponse,
} from '@relais/contract';

/**
 * The API routes the app calls, typed from @relais/contract with type-only imports (the contract's
 * zod schemas would otherwise land in the bundle). `endpoint<typeof route>(...)` checks at compile
 * time that the method and path written here are exactly the contract's.
 */
type ZodInput<S> = S extends { _zod: { input: infer I } } ? I : never;

export type Endpoint<R extends RouteDef> = Pick<R, 'method' | 'path'> & { readonly __route?: R };
export type EndpointParams<R extends RouteDef> = R['params'] extends object ? ZodInput<R['params']> : never;
export type EndpointQuery<R extends RouteDef> = RouteQuery<R>;
export type EndpointBody<R extends RouteDef> = RouteBody<R>;
export type EndpointResponse<R extends RouteDef> = RouteResponse<R>;

/** Declares a call of the app: its method and path, checked at compile time against the contract route `R`. */
export const endpoint = <R extends RouteDef>(def: Pick<R, 'method' | 'path'>): Endpoint<R> => def;

export const endpoints = {
  getMe: endpoint<typeof getMe>({ method: 'GET', path: '/assistants/me' }),
  listClients: endpoint<typeof listClients>({ method: 'GET', path: '/assistants/:id/clients' }),
  getPreferences: endpoint<typeof getPreferences>({ method: 'GET', path: '/users/:id/preferences' }),
  putPreference: endpoint<typeof putPreference>({
    method: 'PUT',
    path: '/users/:id/preferences/:preference',
  }),
  getNewestMessages: endpoint<typeof getNewestMessages>({
    method: 'GET',
    path: '/users/:id/messages/newest',
  }),
} as const;
