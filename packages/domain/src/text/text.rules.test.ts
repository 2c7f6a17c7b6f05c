import { describe, expect, it } from 'vitest';
import { isStorableText, storableTextOf } from './text.rules';

describe('text PostgreSQL can store', () => {
  it('accepts any real character, surrogate pairs (emoji) and controls other than NUL', () => {
    for (const text of ['', 'Été', '🌴', 'a🌴b🌴', '\t\n\r\u0001\u007f', '\uFFFD', '\uFEFF'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses NUL and a lone surrogate, high or low, wherever it is', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD83C', 'x\uD83C', '\uDF34x', '\uDF34\uD83C', '🌴\uD83C'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('names a text with each bad character replaced', () => {
    expect(storableTextOf('a\u0000b\uD83C🌴\uDF34')).toBe('a?b?🌴?');
  });
});
