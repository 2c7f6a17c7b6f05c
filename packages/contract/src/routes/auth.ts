import { routeEntries } from './entry';

export { apiPath, type RouteEntry } from './entry';

/**
 * The session's calls, in a module of their own (`@relais/contract/routes/auth`): the sign-in
 * page's first script carries these three entries and not the whole table.
 */
export const authRouteTable = /* @__PURE__ */ routeEntries({
  signIn: { method: 'POST', path: '/auth/signin/assistant' },
  refreshToken: { method: 'POST', path: '/auth/refreshToken' },
  logout: { method: 'POST', path: '/auth/logout' },
  helpdeskSignIn: { method: 'POST', path: '/auth/helpdesk' },
});
