import { z } from 'zod';
import type { ErrorCode, StaffPermission } from '@relais/domain';
import type { RouteEntry } from './routes';

export type { HttpMethod } from './routes';

/**
 * One API call: name, method and path from the route table (`./routes`, Fastify syntax, under
 * /api), its zod schemas and the error codes it may answer. `auth` says who may call it; `owner` names the path parameter that must be the
 * caller's own user id (design guide section 5) and `children` the child ids whose ownership the
 * service checks. The access-control test walks every route declared here.
 */
export type RouteDef = RouteEntry & {
  summary: string;
  /**
   * Who may call: anyone (`public`), a signed-in assistant (`user`; a client user is refused unless
   * `clientsToo`), staff (`staff`) or a client user of a client company (`client`; assistants and
   * staff are refused).
   */
  auth: 'public' | 'user' | 'staff' | 'client';
  /**
   * A staff call's permission (`staffMay` of the domain: `admin` holds them all), checked by the server
   * on every call; `any` for what every staff member may read (who am I). Required on a staff call
   * (`routes.test.ts`), absent elsewhere.
   */
  permission?: StaffPermission | 'any';
  /**
   * Why a client user may also make this `user` call (the shell's own reads: who am I, preferences,
   * the avatar). Every other `user` call answers a client 403 `access_denied`.
   */
  clientsToo?: string;
  owner?: string;
  /**
   * Why a route with path parameters has no `owner` (e.g. a public secret link). The
   * access-control test fails for a parameterised route with neither.
   */
  ownerExempt?: string;
  /** A body field that must be the caller's own user id (e.g. PUT /assistants `userId`). */
  ownerBody?: string;
  /** A query field that must be the caller's own user id (e.g. GET /files/token `userId`). */
  ownerQuery?: string;
  children?: readonly string[];
  /**
   * Why a support session (staff acting as the assistant after a helpdesk link) may not make this
   * call (password, login email, account deletion, two-factor): it answers 403
   * `support_session_forbidden`, and the route lists that code.
   */
  notInSupportSession?: string;
  /**
   * The 200 answer is not JSON but raw bytes (e.g. GET /files/content): the server sends them as
   * they are, with the handler's own Content-Type, and `response` (z.unknown()) only documents it.
   */
  raw?: boolean;
  /**
   * The body is multipart/form-data (e.g. POST /files), parsed by the route's module, not by a zod
   * `body` schema: its fields are documented in the summary and checked by the server.
   */
  multipart?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  errors: readonly ErrorCode[];
};

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

/** What any signed-in route may answer before its own checks run. */
export const signedInErrors = [
  'authentication_required',
  'access_denied',
] as const satisfies readonly ErrorCode[];

/**
 * A route on the caller's own data, named by the `:id` path parameter (design guide section 5): a
 * user route with `owner: 'id'`, answering `signedInErrors` before its own `errors`.
 */
export const ownerRoute = <const R extends Omit<RouteDef, 'auth' | 'owner'>>({ errors, ...route }: R) =>
  defineRoute({ ...route, auth: 'user', owner: 'id', errors: [...signedInErrors, ...errors] });

export const idParam = z.object({ id: z.string().min(1) });
export const emptyResponse = z.object({ success: z.literal(true) });

export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;
export type RouteBody<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : never;
export type RouteQuery<R extends RouteDef> = R['query'] extends z.ZodType ? z.input<R['query']> : never;
