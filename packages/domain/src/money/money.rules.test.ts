import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  divideRounded,
  eurosToCents,
  minutesAmountCents,
  quantityAmountCents,
  reportAmountCents,
  withVatCents,
} from './money.rules';

const int = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const denominator = fc.integer({ min: 1, max: 100_000 });
const cents = fc.integer({ min: -100_000_000, max: 100_000_000 });

describe('divideRounded (nearest, exact halves toward zero)', () => {
  it.each([
    [2345, 10, 234],
    [-2345, 10, -234],
    [2346, 10, 235],
    [-2346, 10, -235],
    [2344, 10, 234],
    [1, 2, 0],
    [-1, 2, 0],
    [3, 2, 1],
    [-3, 2, -1],
    [0, 7, 0],
    [150, 60, 2], // 2.5 -> 2
    [151, 60, 3],
  ])('%i / %i -> %i', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it('is never more than half a unit off', () => {
    fc.assert(
      fc.property(int, denominator, (n, d) => {
        const q = divideRounded(n, d);
        expect(2 * Math.abs(n - q * d)).toBeLessThanOrEqual(d);
      }),
    );
  });

  it('is symmetric for negatives (no -0)', () => {
    fc.assert(
      fc.property(int, denominator, (n, d) => {
        expect(divideRounded(-n, d)).toBe(-divideRounded(n, d) + 0);
        expect(Object.is(divideRounded(-n, d), -0)).toBe(false);
      }),
    );
  });

  it('rounds exact halves toward zero, and is exact on multiples', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), denominator, (k, d) => {
        expect(divideRounded(k * d, d)).toBe(k);
        const half = 2 * k + Math.sign(k || 1); // an odd numerator over 2: k + 0.5 away from zero
        expect(divideRounded(half, 2)).toBe(Math.trunc(half / 2));
      }),
    );
  });

  it('refuses non-integers and a denominator that is not positive', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(1, -2)).toThrow(RangeError);
  });
});

describe('euros and cents', () => {
  it.each([
    [2.345, 234],
    [-2.345, -234],
    [2.346, 235],
    [0.1 + 0.2, 30],
    [1234.5, 123450],
    [0.005, 0],
    [0.015, 1],
  ])('eurosToCents(%f) = %i', (euros, expected) => {
    expect(eurosToCents(euros)).toBe(expected);
  });

  it('centsToEuros(eurosToCents(x)) is x for every amount with 2 decimals', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const x = c / 100;
        expect(eurosToCents(x)).toBe(c + 0);
        expect(centsToEuros(eurosToCents(x))).toBe(x + 0);
      }),
    );
  });

  it('a third decimal is never more than half a cent off, halves toward zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (thousandths) => {
        const c = eurosToCents(thousandths / 1000);
        expect(Math.abs(c * 10 - thousandths)).toBeLessThanOrEqual(5);
        if (Math.abs(thousandths % 10) === 5) expect(Math.abs(c * 10)).toBeLessThan(Math.abs(thousandths));
      }),
    );
  });

  it('refuses what is not a finite amount or whole cents', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => centsToEuros(1.5)).toThrow(RangeError);
  });
});

describe('line amounts and VAT', () => {
  it.each([
    [120, 2500, 5000],
    [45, 2500, 1875],
    [1, 2500, 42], // 41.67
    [1, 3000, 50],
    [1, 90, 1], // 1.5 -> 1 (half toward zero)
  ])('%i minutes at %i cents an hour', (minutes, hourly, expected) => {
    expect(minutesAmountCents(minutes, hourly)).toBe(expected);
  });

  it('km: 18 km at 0.45 € = 8.10 €, 12.5 km = 5.625 € -> 5.62 €', () => {
    expect(quantityAmountCents(18, 45)).toBe(810);
    expect(quantityAmountCents(12.5, 45)).toBe(562);
    expect(quantityAmountCents(12.51, 45)).toBe(563);
  });

  it('VAT is 20 % rounded to the cent when tvaIncluded, nothing otherwise', () => {
    expect(withVatCents(37320, true)).toBe(44784);
    expect(withVatCents(37320, false)).toBe(37320);
    expect(withVatCents(1, true)).toBe(1); // 0.2 cent of VAT rounds to 0
    expect(withVatCents(3, true)).toBe(4); // 0.6 -> 1
    expect(withVatCents(-3, true)).toBe(-4);
    fc.assert(
      fc.property(cents, (c) => {
        expect(withVatCents(c, false)).toBe(c);
        const ttc = withVatCents(c, true);
        expect(Math.abs(ttc * 10 - c * 12)).toBeLessThanOrEqual(5);
        if (c % 5 === 0) expect(ttc).toBe((c * 6) / 5);
      }),
    );
  });
});

/**
 * Sums: the pro-forma rounds EACH line (each intervention's hours, premium hours, km) to the cent,
 * then adds the rounded lines; the statement's total is that sum (what the assistant can check
 * line by line), not the rounding of the exact sum. The two differ by at most half a cent per line.
 */
describe('sums of rounded lines', () => {
  const line = fc.record({
    minutes: fc.integer({ min: 0, max: 720 }),
    hourly: fc.integer({ min: 1, max: 20_000 }),
  });

  it('the total of a report is the sum of its rounded parts', () => {
    const totals = fc.record({
      taskMinutes: fc.integer({ min: 0, max: 720 }),
      premiumMinutes: fc.integer({ min: 0, max: 720 }),
      extraHoursMinutes: fc.integer({ min: 0, max: 720 }),
      extraPremiumMinutes: fc.integer({ min: 0, max: 720 }),
      km: fc.integer({ min: 0, max: 100_000 }).map((x) => x / 100),
      expensesCents: fc.integer({ min: 0, max: 1_000_000 }),
    });
    const rates = fc.record({
      standardHourlyCents: fc.integer({ min: 1, max: 20_000 }),
      premiumHourlyCents: fc.option(fc.integer({ min: 1, max: 20_000 })),
      kmCents: fc.integer({ min: 0, max: 200 }),
    });
    fc.assert(
      fc.property(totals, rates, (t, r) => {
        const a = reportAmountCents(t, r);
        expect(a.totalCents).toBe(a.hoursCents + a.premiumHoursCents + a.kmCents + a.expensesCents);
        expect(a.hoursCents).toBe(
          minutesAmountCents(t.taskMinutes + t.extraHoursMinutes, r.standardHourlyCents),
        );
      }),
    );
  });

  it('sum of rounded lines vs rounded exact sum: at most half a cent per line apart', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const shown = lines.reduce((s, l) => s + minutesAmountCents(l.minutes, l.hourly), 0);
        const exact = lines.reduce((s, l) => s + l.minutes * l.hourly, 0); // in cents × 60
        const roundedSum = divideRounded(exact, 60);
        expect(2 * Math.abs(shown - roundedSum)).toBeLessThanOrEqual(lines.length + 1);
        expect(2 * Math.abs(shown * 60 - exact)).toBeLessThanOrEqual(lines.length * 60);
      }),
    );
  });

  it('they do differ: three 1-minute lines at 25 €/h show 1.26 €, not 1.25 €', () => {
    const one = minutesAmountCents(1, 2500); // 41.67 -> 42
    expect(3 * one).toBe(126);
    expect(divideRounded(3 * 2500, 60)).toBe(125);
  });
});
