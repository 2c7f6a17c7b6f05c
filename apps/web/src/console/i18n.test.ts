import { describe, expect, it } from 'vitest';
import en from '../i18n/console/en.json';
import fr from '../i18n/console/fr.json';
import { installMessages } from '../lib/i18n';
import { ct, installConsoleTexts } from './i18n';

type Tree = { [k: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

describe("the console's texts", () => {
  it('has the same keys in French and English, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
    for (const text of [...leaves(fr), ...leaves(en)]) expect(text.trim()).not.toBe('');
  });

  it('follows the language of the app, with its plural rules', () => {
    installMessages('fr', {});
    installConsoleTexts(fr);
    expect(ct('home.waiting', { count: 0 })).toBe('0 en attente');
    expect(ct('age.days', { count: 2 })).toBe('2 jours');
    installMessages('en', {});
    installConsoleTexts(en);
    expect(ct('age.days', { count: 1 })).toBe('1 day');
    expect(ct('shell.title')).toBe('Provider console');
  });
});
