import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withVatCents } from '../money/money.rules';
import {
  INVALIDATED_RESUBMIT_LAST_DAY,
  INVOICE_BLOCK_FIRST_DAY,
  INVOICE_WINDOW_OPEN_DAY,
  insuranceError,
  invoiceMonthError,
  invoiceSubmissionErrors,
  nextSubmissionDay,
  regularizationWithTaxCents,
  submissionWindowError,
  type InvoiceSubmissionFacts,
} from './invoice.rules';

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`;

describe('submissionWindowError', () => {
  it.each([
    [1, null],
    [4, null],
    [5, 'invoice_not_between_5_and_20'],
    [10, 'invoice_not_between_5_and_20'],
    [19, 'invoice_not_between_5_and_20'],
    [20, null],
    [31, null],
  ])('a new invoice on day %i: %s', (d, expected) => {
    expect(submissionWindowError(day(d), false)).toBe(expected);
  });

  it.each([
    [1, null],
    [5, null],
    [17, null],
    [18, 'invalidated_invoice_window'],
    [19, 'invalidated_invoice_window'],
    [20, null],
    [31, null],
  ])('an invalidated invoice sent again on day %i: %s', (d, expected) => {
    expect(submissionWindowError(day(d), true)).toBe(expected);
  });

  it('keeps the boundaries in one place each', () => {
    expect([INVOICE_BLOCK_FIRST_DAY, INVOICE_WINDOW_OPEN_DAY, INVALIDATED_RESUBMIT_LAST_DAY]).toEqual([
      5, 20, 17,
    ]);
  });

  it('nextSubmissionDay is today when open, else the 20th of the month', () => {
    expect(nextSubmissionDay('2026-03-04')).toBe('2026-03-04');
    expect(nextSubmissionDay('2026-03-05')).toBe('2026-03-20');
    expect(nextSubmissionDay('2026-03-19')).toBe('2026-03-20');
    expect(nextSubmissionDay('2026-03-20')).toBe('2026-03-20');
    expect(nextSubmissionDay('2026-03-17', true)).toBe('2026-03-17');
    expect(nextSubmissionDay('2026-03-18', true)).toBe('2026-03-20');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), fc.boolean(), (d, again) => {
        const next = nextSubmissionDay(day(d), again);
        expect(submissionWindowError(next, again)).toBeNull();
        expect(next >= day(d)).toBe(true);
      }),
    );
  });
});

describe('invoiceMonthError (business zone)', () => {
  const now = new Date('2026-03-11T09:00:00Z');
  it.each([
    ['2026-04', 'invoice_too_recent'],
    ['2026-03', 'invoice_too_recent'],
    ['2026-02', null],
    ['2025-03', null],
    ['2025-02', 'invoice_too_old'],
  ])('%s at 2026-03-11: %s', (month, expected) => {
    expect(invoiceMonthError(month, now)).toBe(expected);
  });

  it('23:30 UTC on the last day of February is already March in Paris', () => {
    expect(invoiceMonthError('2026-02', new Date('2026-02-28T22:59:00Z'))).toBe('invoice_too_recent');
    expect(invoiceMonthError('2026-02', new Date('2026-02-28T23:30:00Z'))).toBeNull();
  });
});

describe('insuranceError', () => {
  const now = new Date('2026-03-20T09:00:00Z');
  it('the limit day itself still covers; the day before has expired; no date is refused', () => {
    expect(insuranceError('2026-03-20', now)).toBeNull();
    expect(insuranceError('2026-03-21', now)).toBeNull();
    expect(insuranceError('2026-03-19', now)).toBe('insurance_expired');
    expect(insuranceError(null, now)).toBe('insurance_without_date');
  });

  it('reads today in Paris: 23:30 UTC on the 19th is the 20th', () => {
    expect(insuranceError('2026-03-19', new Date('2026-03-19T22:30:00Z'))).toBeNull();
    expect(insuranceError('2026-03-19', new Date('2026-03-19T23:30:00Z'))).toBe('insurance_expired');
  });
});

describe('regularisation', () => {
  it('with tax is 1.2 × without when tvaIncluded, the same otherwise', () => {
    expect(regularizationWithTaxCents(1000, true)).toBe(1200);
    expect(regularizationWithTaxCents(1000, false)).toBe(1000);
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.boolean(), (c, tva) => {
        expect(regularizationWithTaxCents(c, tva)).toBe(withVatCents(c, tva));
      }),
    );
  });
});

describe('invoiceSubmissionErrors', () => {
  const facts = (over: Partial<InvoiceSubmissionFacts> = {}): InvoiceSubmissionFacts => ({
    today: '2026-03-20',
    now: new Date('2026-03-20T09:00:00Z'),
    month: '2026-02',
    resubmittingInvalidated: false,
    proInsuranceLimitDate: '2026-09-01',
    signedDate: '2025-01-01',
    monthHeldByAnotherInvoice: false,
    openInterventions: 0,
    tvaIncluded: true,
    ...over,
  });
  const codes = (f: InvoiceSubmissionFacts, input = {}) =>
    invoiceSubmissionErrors(f, input).map((e) => e.errorCode);

  it('passes a clean submission', () => {
    expect(invoiceSubmissionErrors(facts())).toEqual([]);
  });

  it('accepts a 254-character message and refuses 255', () => {
    expect(codes(facts(), { regularizationMessage: 'é'.repeat(254) })).toEqual([]);
    expect(codes(facts(), { regularizationMessage: 'é'.repeat(255) })).toEqual(['regularization-too-big']);
  });

  it('needs both regularisation prices, consistent with VAT', () => {
    const reg = (withTax: number | null, taxFree: number | null) => ({
      regularizationFixedPriceCents: withTax,
      regularizationFixedPriceTaxFreeCents: taxFree,
    });
    expect(codes(facts(), reg(1200, 1000))).toEqual([]);
    expect(codes(facts(), reg(1199, 1000))).toEqual(['invalid_regularization_price']);
    expect(codes(facts(), reg(1200, null))).toEqual(['invalid_regularization_price']);
    expect(codes(facts({ tvaIncluded: false }), reg(1000, 1000))).toEqual([]);
    expect(codes(facts({ tvaIncluded: false }), reg(1200, 1000))).toEqual(['invalid_regularization_price']);
    expect(codes(facts(), reg(null, null))).toEqual([]);
  });

  it('lists every refusal in the order the app shows them', () => {
    const all = facts({
      today: '2026-03-10',
      openInterventions: 2,
      proInsuranceLimitDate: null,
      signedDate: null,
      monthHeldByAnotherInvoice: true,
    });
    expect(codes(all)).toEqual([
      'invoice_not_between_5_and_20',
      'all_events_in_invoice_month_must_be_closed',
      'insurance_without_date',
      'only_signed_assistants_invoice',
      'invoice_exists',
    ]);
  });
});
