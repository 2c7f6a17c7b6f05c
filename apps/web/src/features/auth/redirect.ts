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

/**
 * Pages that need no session: losing it there leaves her where she is (the email change's cancel
 * page ends every session by design, and says so once it is done).
 */
const SESSIONLESS_PATHS: readonly string[] = ['/login', '/email-change/cancel'];

/** Where a lost session sends her: to sign in, coming back here after; null on a page needing none. */
export const sessionLostPath = (pathname: string, search: string): string | null =>
  SESSIONLESS_PATHS.includes(pathname) ? null : loginPathFor(`${pathname}${search}`);
