import { ERROR_CODES } from '@relais/domain';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { detectLanguage, installMessages, pluralOf, t } from './i18n';

type Tree = { [k: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );

describe('i18n', () => {
  it('has the same keys in French and English, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
    for (const dict of [fr, en] as Tree[]) for (const k of keys(dict)) expect(k && t.length).toBeTruthy();
  });

  it('translates every error code of the domain in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(fr.errors[code], `fr ${code}`).toBeTruthy();
      expect(en.errors[code], `en ${code}`).toBeTruthy();
    }
  });

  it('picks French for fr* browsers and English otherwise', () => {
    expect(detectLanguage({ language: 'fr-FR', languages: ['fr-FR'] })).toBe('fr');
    expect(detectLanguage({ language: 'fr-CA', languages: ['fr-CA', 'en'] })).toBe('fr');
    expect(detectLanguage({ language: 'en-US', languages: ['en-US', 'fr'] })).toBe('en');
    expect(detectLanguage({ language: 'de', languages: [] })).toBe('en');
  });

  it('interpolates, pluralises and sets html lang', () => {
    installMessages('fr', fr);
    expect(document.documentElement.lang).toBe('fr');
    expect(t('header.messagesUnread', { count: 1 })).toBe('Messages, 1 non lu');
    expect(t('header.messagesUnread', { count: 3 })).toBe('Messages, 3 non lus');
    installMessages('en', en);
    expect(t('home.welcome', { name: 'Ana' })).toBe('Hello Ana!');
  });
});

describe('plural categories', () => {
  it('are those of Intl.PluralRules for the counts the app shows', () => {
    for (const lang of ['fr', 'en'] as const) {
      const rules = new Intl.PluralRules(lang);
      for (let n = 0; n <= 1000; n += 1)
        expect(pluralOf(lang, n), `${lang} ${n}`).toBe(rules.select(n) === 'one' ? 'one' : 'other');
      for (const n of [0.5, 1.5, 2.5])
        expect(pluralOf(lang, n), `${lang} ${n}`).toBe(rules.select(n) === 'one' ? 'one' : 'other');
    }
  });
});
