import type { TranslationKey } from '../../lib/i18n';
import type { IconName } from '../../ui/icon';

export type NavItem = { to: string; labelKey: TranslationKey; icon: IconName; alsoFor?: readonly string[] };

/** Bottom navigation of spec 2. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/home', labelKey: 'nav.home', icon: 'home' },
  {
    to: '/activity',
    labelKey: 'nav.activity',
    icon: 'activity',
    alsoFor: ['/activity/missions', '/activity/invoices'],
  },
  { to: '/availability', labelKey: 'nav.availability', icon: 'calendar' },
  { to: '/history', labelKey: 'nav.history', icon: 'history' },
];

/**
 * The shell's screens a client user may open (decisions "Quotes and client users"): its home, about
 * and the pending actions; every other screen is an assistant's, and sends it home.
 */
export const CLIENT_PATHS: readonly string[] = ['/home', '/about', '/pending-actions'];
export const clientMayOpen = (pathname: string): boolean => CLIENT_PATHS.includes(pathname);

const within = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

/** An item is current for its own path and its sub-paths, and for the paths it also covers. */
export const isNavItemActive = (item: NavItem, pathname: string): boolean =>
  within(pathname, item.to) || (item.alsoFor ?? []).some((p) => within(pathname, p));
