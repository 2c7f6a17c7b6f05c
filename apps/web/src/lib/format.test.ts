import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { formatDate, formatDecimal, formatMoney, parseDecimal } from './format';
import { installMessages } from './i18n';

const intl = (locale: string, cents: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

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

describe('formatDate in French', () => {
  afterAll(() => installMessages('en', en));

  it("writes the 1st of a month as '1er', other days as plain numbers, in every pattern", () => {
    installMessages('fr', fr);
    expect(formatDate(new Date(2026, 1, 1, 14, 5), 'PP')).toBe('1er févr. 2026');
    expect(formatDate(new Date(2026, 1, 2, 14, 5), 'PP')).toBe('2 févr. 2026');
    expect(formatDate(new Date(2026, 5, 1), 'EEEE d MMMM')).toBe('lundi 1er juin');
    expect(formatDate(new Date(2026, 1, 1, 14, 5), 'PPp')).toBe('1er févr. 2026, 14:05');
    expect(formatDate(new Date(2026, 1, 1), 'P')).toBe('01/02/2026');
    expect(formatDate(new Date(2026, 1, 1), "d 'de' MMMM")).toBe('1er de février');
  });

  it('leaves English dates alone', () => {
    installMessages('en', en);
    expect(formatDate(new Date(2026, 1, 1), 'PP')).toBe('1 Feb 2026');
  });
});

describe('formatDate shows instants in the business zone', () => {
  afterAll(() => installMessages('en', en));

  it('writes an API instant at its Paris hour, whatever the runtime zone', () => {
    installMessages('fr', fr);
    // winter (UTC+1) and summer (UTC+2), written with Z or with an offset
    expect(formatDate('2026-11-20T11:30:00.000Z', 'HH:mm')).toBe('12:30');
    expect(formatDate('2026-07-14T20:15:00Z', 'PPp')).toBe('14 juil. 2026, 22:15');
    expect(formatDate('2026-11-20T06:30:00-05:00', 'HH:mm')).toBe('12:30');
    // late in the evening in UTC is already the next day in Paris
    expect(formatDate('2026-11-20T23:30:00Z', 'P')).toBe('21/11/2026');
  });

  it('leaves a wall clock (a Date, or a date at noon without zone) as it is', () => {
    installMessages('fr', fr);
    expect(formatDate('2026-11-20T12:00:00', 'P')).toBe('20/11/2026');
    expect(formatDate(new Date(2026, 10, 20, 9, 5), 'HH:mm')).toBe('09:05');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('decimals', () => {
  afterAll(() => installMessages('en', en));

  it('shows a number as the language writes it', () => {
    installMessages('fr', fr);
    expect(formatDecimal(15.2)).toBe('15,2');
    expect(formatDecimal(12)).toBe('12');
    expect(formatDecimal(0.1 + 0.2)).toBe('0,3');
    expect(formatDecimal(null)).toBe('');
    installMessages('en', en);
    expect(formatDecimal(15.2)).toBe('15.2');
  });

  it('reads what the user typed with a comma or a point', () => {
    expect(parseDecimal('15,2')).toBe(15.2);
    expect(parseDecimal(' 15.2 ')).toBe(15.2);
    expect(parseDecimal('1 234,5')).toBe(1234.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNaN();
    expect(parseDecimal('abc')).toBeNaN();
  });

  it('reads back what it shows, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.constantFrom('fr' as const, 'en' as const),
        (cents, lang) => {
          installMessages(lang, lang === 'fr' ? fr : en);
          expect(parseDecimal(formatDecimal(cents / 100))).toBeCloseTo(cents / 100, 10);
        },
      ),
    );
  });
});
