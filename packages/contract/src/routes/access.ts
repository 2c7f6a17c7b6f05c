import { routeEntries } from './entry';

/**
 * Account access calls (forgot and reset password, subscription, first login), in a module of their
 * own (`@relais/contract/routes/access`): the lazy access forms of /login import these entries alone.
 */
export const accessRouteTable = /* @__PURE__ */ routeEntries({
  forgotPassword: { method: 'PUT', path: '/auth/forgot/assistant' },
  resetPassword: { method: 'PUT', path: '/auth/reset' },
  register: { method: 'POST', path: '/auth/register' },
  firstLogin: { method: 'PUT', path: '/auth/firstlogin/assistant' },
});
