import { afterAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { elide, interpolate } from './french';
import { installMessages, t } from './i18n';

describe('French elision', () => {
  it("elides 'de', 'que', 'le' and 'la' before a vowel, keeping the article's case", () => {
    expect(elide('de', 'octobre 2026')).toBe("d'octobre 2026");
    expect(elide('de', 'avril 2026')).toBe("d'avril 2026");
    expect(elide('de', 'août 2026')).toBe("d'août 2026");
    expect(elide('De', 'Émilie')).toBe("D'Émilie");
    expect(elide('que', 'elle')).toBe("qu'elle");
    expect(elide('le', 'Atelier')).toBe("l'Atelier");
  });

  it('keeps the article before a consonant, a digit or an h', () => {
    expect(elide('de', 'mars 2026')).toBe('de mars 2026');
    expect(elide('de', '2026')).toBe('de 2026');
    expect(elide('de', 'Hollande')).toBe('de Hollande');
  });

  it('fills every placeholder and elides only in French, only a whole-word article', () => {
    expect(interpolate('Facture de {{month}}', { month: 'octobre 2026' }, true)).toBe(
      "Facture d'octobre 2026",
    );
    expect(interpolate('Facture de {{month}}', { month: 'octobre 2026' }, false)).toBe(
      'Facture de octobre 2026',
    );
    expect(interpolate('{{from}}h-{{to}}h', { from: 9, to: 18 }, true)).toBe('9h-18h');
    expect(interpolate('Monde {{x}}', { x: 'entier' }, true)).toBe('Monde entier');
    expect(interpolate('de {{missing}}', {}, true)).toBe('de {{missing}}');
    expect(interpolate('{{km}} km', { km: 15.2 }, true)).toBe('15,2 km');
    expect(interpolate('{{km}} km', { km: 15.2 }, false)).toBe('15.2 km');
  });
});

describe('t with French texts', () => {
  afterAll(() => installMessages('en', en));

  it("writes the invoice title with 'd'' before a vowel month", () => {
    installMessages('fr', fr);
    expect(t('invoices.readiness.title', { month: 'octobre 2026' })).toBe("Facture d'octobre 2026");
    expect(t('invoices.readiness.title', { month: 'mars 2026' })).toBe('Facture de mars 2026');
    installMessages('en', en);
    expect(t('invoices.readiness.title', { month: 'October 2026' })).not.toContain("d'");
  });
});
