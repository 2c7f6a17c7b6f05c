import { API_PREFIX, routeEntries } from './entry';

export { apiPath, type RouteEntry } from './entry';

/**
 * The session's calls, in a module of their own (`@relais/contract/routes/auth`): the sign-in
 * page's first script carries these three entries and not the whole table.
 */
export const authRouteTable = /* @__PURE__ */ routeEntries({
  signIn: { method: 'POST', path: '/auth/signin/assistant' },
  refreshToken: { method: 'POST', path: '/auth/refreshToken' },
  logout: { method: 'POST', path: '/auth/logout' },
  // two-factor sign-in: the code step after a right password
  signInSecondFactor: { method: 'POST', path: '/auth/signin/second-factor' },
  signInOptions: { method: 'GET', path: '/auth/signin-options' },
  oauthSignIn: { method: 'POST', path: '/auth/oauthsignin/assistant' },
  helpdeskSignIn: { method: 'POST', path: '/auth/helpdesk' },
});

/**
 * Single sign-on's browser navigations (not JSON calls): the login page's link to the start
 * (`?redirect=` the page asked), and the provider's way back.
 */
export const SSO_START_PATH = `${API_PREFIX}/auth/sso/start`;
export const SSO_CALLBACK_PATH = `${API_PREFIX}/auth/sso/callback`;

/**
 * The fragment key that carries a two-factor challenge back to /login after single sign-on
 * (`/login#second-factor=<challenge>`): the provider proved the email, the code step follows.
 */
export const SECOND_FACTOR_FRAGMENT = 'second-factor';
