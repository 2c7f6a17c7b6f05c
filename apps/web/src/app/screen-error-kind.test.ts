import { describe, expect, it } from 'vitest';
import { isChunkLoadError, screenErrorKind } from './screen-error-kind';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/history-C8fNQ3Re.js',
);
const safari = new TypeError('Importing a module script failed.');
const firefox = new TypeError(
  'error loading dynamically imported module: http://localhost/assets/history.js',
);

describe('screen error kind', () => {
  it('recognises a screen whose code could not be fetched, in each browser', () => {
    for (const error of [chromium, safari, firefox]) expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('says offline only for code that could not be fetched while offline', () => {
    expect(screenErrorKind(chromium, true)).toBe('offline');
    // back online, a reload fetches it: the generic message offers one
    expect(screenErrorKind(chromium, false)).toBe('broken');
    expect(screenErrorKind(new Error('render failed'), true)).toBe('broken');
  });
});
