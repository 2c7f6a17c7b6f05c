import { loginPathFor } from '../features/auth';
import { isRouteHandle } from './route-handle';

/** What the router says of the page on screen (the part `sessionLostPath` reads). */
type RouterPlace = {
  location: { pathname: string; search: string };
  matches: readonly { route: { handle?: unknown } }[];
};

/**
 * Where a lost session sends her: to sign in, coming back here after; null on a page whose route
 * says it needs none (`handle.sessionless`: the sign-in page, the email change's cancel page, which
 * ends every session itself and says so once it is done).
 */
export const sessionLostPath = ({ location, matches }: RouterPlace): string | null =>
  matches.some((m) => isRouteHandle(m.route.handle) && m.route.handle.sessionless)
    ? null
    : loginPathFor(`${location.pathname}${location.search}`);
