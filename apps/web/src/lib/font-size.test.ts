import { afterEach, describe, expect, it } from 'vitest';
import { applyAndStoreStep, clampStep, fontSizePx, parseStep, readStoredStep } from './font-size';
import { STORAGE_KEYS } from './storage';

describe('font size (spec 2, 9)', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.style.fontSize = '';
  });

  it('clamps steps to -5..+5 and whole numbers', () => {
    expect(clampStep(9)).toBe(5);
    expect(clampStep(-12)).toBe(-5);
    expect(clampStep(2.4)).toBe(2);
    expect(clampStep(Number.NaN)).toBe(0);
    expect(fontSizePx(5)).toBe(18);
    expect(fontSizePx(-5)).toBe(8);
    expect(fontSizePx(0)).toBe(13);
  });

  it('parses stored and server values, defaulting to 0', () => {
    expect(parseStep('-2')).toBe(-2);
    expect(parseStep('7')).toBe(5);
    expect(parseStep('abc')).toBe(0);
    expect(parseStep(null)).toBe(0);
    expect(parseStep('')).toBe(0);
  });

  it('applies to the root element and persists locally so a reload uses it before the network', () => {
    expect(applyAndStoreStep(3)).toBe(3);
    expect(document.documentElement.style.fontSize).toBe('16px');
    expect(localStorage.getItem(STORAGE_KEYS.fontStep)).toBe('3');
    expect(readStoredStep()).toBe(3);
    applyAndStoreStep(40);
    expect(readStoredStep()).toBe(5);
  });
});
