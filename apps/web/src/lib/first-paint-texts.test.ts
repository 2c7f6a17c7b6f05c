import { describe, expect, it } from 'vitest';
import fr from '../i18n/fr.json';
import { FIRST_PAINT_TEXTS, pickTexts } from './first-paint-texts';
import { allMessages, loadFirstPaintMessages, t } from './i18n';

describe('the first paint texts', () => {
  it('pick whole sections and single texts with their plural forms', () => {
    const tree = { a: { b: 'B', c_one: 'one C', c_other: 'C', d: 'D' }, e: { f: 'F' }, g: 'G' };
    expect(pickTexts(tree, ['a.b', 'a.c', 'e'])).toEqual({
      a: { b: 'B', c_one: 'one C', c_other: 'C' },
      e: { f: 'F' },
    });
    expect(() => pickTexts(tree, ['a.x'])).toThrow('no text a.x');
    expect(() => pickTexts(tree, ['x.y'])).toThrow('no texts under x.y');
  });

  it('are a small part of the texts, every one of them found', () => {
    const picked = JSON.stringify(pickTexts(fr, FIRST_PAINT_TEXTS));
    expect(picked.length).toBeLessThan(JSON.stringify(fr).length / 20);
  });

  it('come alone through the build (?first-paint), and the full texts replace them for good', async () => {
    await loadFirstPaintMessages('en');
    expect(t('login.title')).toBe('Sign in');
    expect(t('home.title')).toBe('home.title');
    await allMessages();
    expect(t('home.title')).not.toBe('home.title');
    await loadFirstPaintMessages('en');
    expect(t('home.title')).not.toBe('home.title');
  });
});
