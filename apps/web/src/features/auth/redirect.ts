/** Query keys that make /login log out first (spec 2 guards). */
export const LOGOUT_QUERY_KEYS = ['reset-token', 'subscribe-token', 'isFirstLogin', 'helpdesk'] as const;

export const asksForLogout = (params: URLSearchParams): boolean =>
  LOGOUT_QUERY_KEYS.some((k) => params.has(k));

/** The in-app path to go to after sign-in: `redirect` when it is a local path, else `/`. */
export const safeRedirect = (target: string | null | undefined): string => {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === '/login' || target.startsWith('/login?')) return '/';
  return target;
};

/** `/login?redirect=<path>` for a path that needs a session. */
export const loginPathFor = (pathWithSearch: string): string =>
  pathWithSearch === '/' ? '/login' : `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
