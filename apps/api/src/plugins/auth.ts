import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RouteDef } from '@relais/contract';
import { staffMay, staffPermissionsOf, type StaffPermission } from '@relais/domain';
import { accessDenied, unauthenticated } from './app-error';
import { verifyAccessToken } from './jwt';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { sessionEnded } from '../db/session-state';
import type { AuthContext } from './types';
import './types';

/**
 * One primary-key lookup: the token's user still exists (account deletion) and its session was not
 * ended (logout, password reset, login email change): such a token is refused at once, not at its
 * expiry. The same row gives a staff member's permissions (null: the session is not live).
 */
const liveSessionOn = (db: Db) => {
  // prepared once (every authenticated call runs it): built once by drizzle, planned once per
  // connection by PostgreSQL
  const query = db
    .select({
      ended: sessionEnded(sql`${sql.placeholder('sessionId')}`),
      staffPermissions: users.staffPermissions,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('relais_live_session');
  return async (auth: {
    userId: string;
    sessionId: string;
  }): Promise<{ staffPermissions: StaffPermission[] } | null> => {
    const [row] = await query.execute({ userId: auth.userId, sessionId: auth.sessionId });
    return row?.ended === false ? { staffPermissions: staffPermissionsOf(row.staffPermissions) } : null;
  };
};

/** A staff call needs a staff member holding the call's permission (`any`: every staff member). */
const staffAllowed = (route: RouteDef, auth: AuthContext): boolean =>
  auth.role === 'STAFF' &&
  (route.permission === 'any' ||
    (route.permission !== undefined && staffMay(auth.staffPermissions ?? [], route.permission)));

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

const paramOf = (request: FastifyRequest, name: string): unknown =>
  (request.params as Record<string, unknown> | undefined)?.[name];

const bodyFieldOf = (request: FastifyRequest, name: string): unknown => {
  const b = request.body;
  return b && typeof b === 'object' ? (b as Record<string, unknown>)[name] : undefined;
};

const queryFieldOf = (request: FastifyRequest, name: string): unknown =>
  (request.query as Record<string, unknown> | undefined)?.[name];

/** The ids of a route that must be the caller's own: the `owner` path param, `ownerBody` and `ownerQuery` fields. */
const ownedIds = (route: RouteDef, request: FastifyRequest): { where: string; value: unknown }[] => {
  const ids: { where: string; value: unknown }[] = [];
  if (route.owner) ids.push({ where: `params.${route.owner}`, value: paramOf(request, route.owner) });
  if (route.ownerBody)
    ids.push({ where: `body.${route.ownerBody}`, value: bodyFieldOf(request, route.ownerBody) });
  if (route.ownerQuery)
    ids.push({ where: `query.${route.ownerQuery}`, value: queryFieldOf(request, route.ownerQuery) });
  return ids;
};

/**
 * Authentication and access control, in one place, derived from each route's contract definition:
 * - onRequest: a valid bearer access token sets request.auth; routes that are not public need one (401);
 * - preValidation: the `owner` param (and `ownerBody`, `ownerQuery` fields) must be the caller's user
 *   id, else 403 with an audit line (the caller as actor) and no side effect. Staff too: they act on an
 *   assistant only through the audited `/staff/...` calls or a support session, never her own routes.
 * Child ids (`children`) are checked by each service, which knows what "linked" means.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    const liveSession = liveSessionOn(app.db);

    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.config.contractRoute;
      if (!route) return;
      const token = bearerOf(request);
      const verified = token
        ? await verifyAccessToken(token, app.appConfig.jwtSecret, app.appConfig.clock)
        : null;
      const live = verified ? await liveSession(verified) : null;
      request.auth =
        verified && live
          ? verified.role === 'STAFF'
            ? { ...verified, staffPermissions: live.staffPermissions }
            : verified
          : null;
      if (route.auth === 'public') return;
      if (!request.auth) throw unauthenticated();
      if (route.auth === 'staff' && !staffAllowed(route, request.auth)) throw accessDenied();
      // a client user's calls and an assistant's are apart (decisions "Quotes and client users")
      if (route.auth === 'client' && request.auth.role !== 'CLIENT') throw accessDenied();
      if (route.auth === 'user' && request.auth.role === 'CLIENT' && !route.clientsToo) throw accessDenied();
    });

    app.addHook('preValidation', async (request) => {
      const route = request.routeOptions.config.contractRoute;
      const auth = request.auth;
      if (!route || !auth) return;
      for (const { where, value } of ownedIds(route, request)) {
        if (value === auth.userId) continue;
        // A missing body id is a validation failure (400), not someone else's id.
        if (value === undefined && !where.startsWith('params.')) continue;
        throw accessDenied(); // audited by the error handler, like every 403
      }
    });
  },
  { name: 'relais-auth', dependencies: ['relais-audit'] },
);
