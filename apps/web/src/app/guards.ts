import { redirect, type LoaderFunctionArgs } from 'react-router';
import { asksForLogout, loginPathFor, safeRedirect } from '../features/auth';
import { ensureSession, isStaffSession, logout } from '../lib/session';
import { STORAGE_KEYS, writeItem } from '../lib/storage';

const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Routes need a token: else restore the session from the cookie, else /login?redirect=<path>. */
export const requireSession = async ({ request }: LoaderFunctionArgs) => {
  if (await ensureSession()) return null;
  return redirect(loginPathFor(pathOf(request)));
};

/** The assistant's (and client user's) screens: a staff member goes to the console instead. */
export const requireAssistantSession = async (args: LoaderFunctionArgs) => {
  const refused = await requireSession(args);
  if (refused) return refused;
  return isStaffSession() ? redirect('/staff') : null;
};

/** /login logs out first for reset, subscription, first-login and helpdesk links; else a session goes on. */
export const loginLoader = async ({ request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  if (asksForLogout(params)) {
    await logout();
    return null;
  }
  if (await ensureSession()) return redirect(safeRedirect(params.get('redirect')));
  return null;
};

/** /home/{eventId}: remember the event to scroll to, then go home. */
export const homeEventLoader = ({ params }: LoaderFunctionArgs) => {
  if (params['eventId']) writeItem(STORAGE_KEYS.scrollToEvent, params['eventId'], 'session');
  return redirect('/home');
};

/** /helpdesk?login&random -> /login?helpdesk=true&login&random. */
export const helpdeskLoader = ({ request }: LoaderFunctionArgs) => {
  const from = new URL(request.url).searchParams;
  const to = new URLSearchParams({ helpdesk: 'true' });
  for (const key of ['login', 'random']) {
    const value = from.get(key);
    if (value !== null) to.set(key, value);
  }
  return redirect(`/login?${to.toString()}`);
};

export const redirectTo = (path: string) => () => redirect(path);

/** /quote/{id}: a signed link (`?token=`) opens without a session; otherwise the client user signs in. */
export const quoteLoader = async (args: LoaderFunctionArgs) =>
  new URL(args.request.url).searchParams.get('token') ? null : requireSession(args);
