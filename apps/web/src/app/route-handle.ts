import type { TranslationKey } from '../lib/i18n';

/** What a route tells the shell: its header title and whether the header shows a back button. */
export type RouteHandle = { titleKey?: TranslationKey; back?: boolean };

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null;
