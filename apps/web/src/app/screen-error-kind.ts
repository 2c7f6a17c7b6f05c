/**
 * Why a screen could not be shown: its code could not be fetched while the app is offline (a screen
 * never opened on this device, with no service worker to serve it), or anything else.
 */
export type ScreenErrorKind = 'offline' | 'broken';

// Chromium, Safari and Firefox words for a dynamic import whose file could not be fetched
const CHUNK_LOAD_FAILED =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_LOAD_FAILED.test(error.message);

export const screenErrorKind = (error: unknown, offline: boolean): ScreenErrorKind =>
  offline && isChunkLoadError(error) ? 'offline' : 'broken';
