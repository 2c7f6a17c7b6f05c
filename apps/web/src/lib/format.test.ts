import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { formatMoney } from './format';
import { installMessages } from './i18n';

const intl = (locale: string, cents: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

describe('formatMoney', () => {
  afterAll(() => installMessages('en', en));

  it('writes euros as each language does', () => {
    installMessages('fr', fr);
    expect(formatMoney(123450)).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(-5)).toBe('-0,05\u00a0€');
    installMessages('en', en);
    expect(formatMoney(123450)).toBe('€1,234.50');
    expect(formatMoney(0)).toBe('€0.00');
  });

  it("shows '-' when the amount is missing", () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
  });

  it('gives exactly what Intl gives, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        installMessages('fr', fr);
        expect(formatMoney(cents)).toBe(intl('fr-FR', cents));
        installMessages('en', en);
        expect(formatMoney(cents)).toBe(intl('en-GB', cents));
      }),
      { numRuns: 500 },
    );
  });
});
