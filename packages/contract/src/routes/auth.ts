import { routeEntries } from './entry';

/**
 * The session's calls, in a module of their own: the sign-in page's first script carries these
 * three entries and not the whole table.
 */
export const authRouteTable = routeEntries({
  signIn: { name: 'signIn', method: 'POST', path: '/auth/signin/assistant' },
  refreshToken: { name: 'refreshToken', method: 'POST', path: '/auth/refreshToken' },
  logout: { name: 'logout', method: 'POST', path: '/auth/logout' },
});
