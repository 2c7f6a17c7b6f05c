import type { TranslationKey } from '../lib/i18n';

/**
 * What a route tells the app: its header title, whether the header shows a back button, and whether
 * the page needs no session (losing one there leaves her where she is: see `session-lost.ts`).
 */
export type RouteHandle = { titleKey?: TranslationKey; back?: boolean; sessionless?: true };

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null;
