import { describe, expect, it } from 'vitest';
import { submissionFacts } from './facts';
import { invoiceFixture, proformaFixture } from './fixtures';
import {
  eurosText,
  invoiceBodyOf,
  invoicedTotals,
  parseEurosText,
  regularizationOf,
  submissionErrors,
  valuesOfInvoice,
  type PickedPdf,
  type SubmissionValues,
} from './submission';

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%test\n').buffer;
const PDF: PickedPdf = {
  name: 'facture.pdf',
  type: 'application/pdf',
  size: pdfBytes.byteLength,
  data: pdfBytes,
};
const values = (over: Partial<SubmissionValues> = {}): SubmissionValues => ({
  invoiceNumber: 'FA-2026-10',
  invoiceDate: '2026-11-21',
  regularizationTaxFree: '',
  regularizationMessage: '',
  ...over,
});
const me = { proInsuranceLimitDate: '2027-06-30', signedDate: '2025-01-10' };
/** Noon in Paris on that day of November 2026 (invoicing October). */
const on = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T12:00:00+01:00`);
const facts = (day: number, over: Partial<Parameters<typeof submissionFacts>[0]> = {}) =>
  submissionFacts({
    now: on(day),
    month: '2026-10',
    proforma: proformaFixture(),
    me,
    invoices: [],
    invoiceId: null,
    ...over,
  });
const check = (
  day: number,
  v = values(),
  pdf: PickedPdf | null = PDF,
  over: Partial<Parameters<typeof submissionFacts>[0]> = {},
) => submissionErrors(v, pdf, facts(day, over), proformaFixture());

describe('the submission form’s early checks', () => {
  it('accepts a complete submission on the 4th and from the 20th, refuses the 5th and the 19th', () => {
    expect(check(4)).toEqual({});
    expect(check(5)).toEqual({ invoiceDate: ['invoice_not_between_5_and_20'] });
    expect(check(19)).toEqual({ invoiceDate: ['invoice_not_between_5_and_20'] });
    expect(check(20)).toEqual({});
  });

  it('lets an invalidated invoice go again until the 17th and from the 20th', () => {
    const again = { invoiceId: 'i9' };
    expect(check(17, values(), PDF, again)).toEqual({});
    expect(check(18, values(), PDF, again)).toEqual({ invoiceDate: ['invalidated_invoice_window'] });
    expect(check(20, values(), PDF, again)).toEqual({});
  });

  it('holds the regularisation to its bound and the date to the range, however many digits (issue 14)', () => {
    // with VAT, 800 000 € are 960 000 €: both within the bound (1 000 000 €)
    expect(check(21, values({ regularizationTaxFree: '800000' }))).toEqual({});
    expect(check(21, values({ regularizationTaxFree: '-1000000,01' }))).toEqual({
      regularizationTaxFree: ['value-out-of-range'],
    });
    expect(check(21, values({ regularizationTaxFree: '9'.repeat(400) }))).toEqual({
      regularizationTaxFree: ['value-out-of-range'],
    });
    expect(check(21, values({ invoiceDate: '9999-11-21' }))).toMatchObject({
      invoiceDate: expect.arrayContaining(['date-out-of-range']) as string[],
    });
  });

  it('takes a regularisation message of 254 characters, refuses 255', () => {
    expect(check(21, values({ regularizationMessage: 'x'.repeat(254) }))).toEqual({});
    expect(check(21, values({ regularizationMessage: 'x'.repeat(255) }))).toEqual({
      regularizationMessage: ['regularization-too-big'],
    });
  });

  it('needs a number, a date and a PDF by its content (not its name)', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).buffer;
    expect(check(21, values({ invoiceNumber: ' ', invoiceDate: '' }), null)).toEqual({
      invoiceNumber: ['required-field'],
      invoiceDate: ['required-field'],
      file: ['required-field'],
    });
    expect(check(21, values(), { ...PDF, data: png })).toEqual({ file: ['file_content_type_not_allowed'] });
    expect(check(21, values(), { ...PDF, size: 6 * 1024 * 1024 })).toEqual({ file: ['file_too_big'] });
  });

  it('shows what the assistant fixes elsewhere above the form', () => {
    const errors = check(21, values(), PDF, {
      me: { proInsuranceLimitDate: '2026-11-20', signedDate: null },
      proforma: proformaFixture({ openInterventions: 2 }),
      invoices: [invoiceFixture({ id: 'x', month: '2026-10', status: 'PROPOSED' })],
    });
    expect(errors).toEqual({
      facts: [
        'all_events_in_invoice_month_must_be_closed',
        'insurance_expired',
        'only_signed_assistants_invoice',
        'invoice_exists',
      ],
    });
    // insurance expiring today still covers; an INVALID invoice does not hold the month
    expect(
      check(21, values(), PDF, {
        me: { ...me, proInsuranceLimitDate: '2026-11-21' },
        invoices: [invoiceFixture({ month: '2026-10', status: 'INVALID' })],
      }),
    ).toEqual({});
    // the copy of a submission the server refused (parked) holds nothing: the month is sent again
    const refusedCopy = invoiceFixture({ id: 'outbox:a1', month: '2026-10', status: 'PROPOSED' });
    const withCopy = { me: { ...me, proInsuranceLimitDate: '2026-11-21' }, invoices: [refusedCopy] };
    expect(check(21, values(), PDF, withCopy)).toEqual({ facts: ['invoice_exists'] });
    expect(check(21, values(), PDF, { ...withCopy, parked: new Set(['outbox:a1']) })).toEqual({});
  });

  it('computes the regularisation with tax when VAT applies, equal to it otherwise', () => {
    expect(parseEurosText('12,50')).toBe(1250);
    expect(parseEurosText('-3')).toBe(-300);
    expect(parseEurosText('1 000,5 €')).toBe(100050);
    expect(parseEurosText('')).toBeNull();
    expect(parseEurosText('12,505')).toBeNaN();
    expect(regularizationOf(values({ regularizationTaxFree: '10,01' }), true)).toEqual({
      taxFreeCents: 1001,
      withTaxCents: 1201,
    });
    expect(regularizationOf(values({ regularizationTaxFree: '10,01' }), false)).toEqual({
      taxFreeCents: 1001,
      withTaxCents: 1001,
    });
    expect(check(21, values({ regularizationTaxFree: 'abc' }))).toEqual({
      regularizationTaxFree: ['invalid_regularization_price'],
    });
  });

  it('invoices the pro-forma totals plus the regularisation, in euros with 2 decimals', () => {
    const v = values({ regularizationTaxFree: '-5,55', regularizationMessage: ' Trop perçu ' });
    const totals = invoicedTotals(proformaFixture(), regularizationOf(v, true));
    // 125.78 - 5.55 = 120.23 ; 150.94 - (5.55 + 1.11) = 144.28
    expect(totals).toEqual({ taxFreeCents: 12023, vatCents: 2405, withTaxCents: 14428 });
    expect(invoiceBodyOf(v, '2026-10', proformaFixture())).toEqual({
      month: '2026-10',
      invoiceNumber: 'FA-2026-10',
      invoiceDate: '2026-11-21',
      amountTaxFree: 120.23,
      amountWithTax: 144.28,
      regularizationFixedPriceTaxFree: -5.55,
      regularizationFixedPrice: -6.66,
      regularizationMessage: 'Trop perçu',
    });
  });

  it('refuses a statement whose lines do not make its total', () => {
    const broken = proformaFixture({ totals: { ...proformaFixture().totals, taxFree: 125.79 } });
    expect(submissionErrors(values(), PDF, facts(21), broken)).toEqual({
      facts: ['invoice-totals-not-equals'],
    });
  });
});

describe('an invalidated invoice’s values', () => {
  it('types euros back with 2 decimals in the language’s separator, parsed again to the same cents', () => {
    expect(eurosText(-20, ',')).toBe('-20,00');
    expect(eurosText(1234.5, '.')).toBe('1234.50');
    expect(eurosText(-0.05, ',')).toBe('-0,05');
    for (const euros of [-20, 1234.5, -0.05, 0])
      expect(parseEurosText(eurosText(euros, ','))).toBe(Math.round(euros * 100));
  });

  it('prefills the number, date and regularisation; none stays empty', () => {
    const invoice = invoiceFixture({
      status: 'INVALID',
      regularizationFixedPriceTaxFree: 12.5,
      regularizationMessage: 'Oubli',
    });
    expect(valuesOfInvoice(invoice, ',')).toEqual({
      invoiceNumber: 'FA-202609-001',
      invoiceDate: '2026-10-02',
      regularizationTaxFree: '12,50',
      regularizationMessage: 'Oubli',
    });
    expect(valuesOfInvoice(invoiceFixture(), '.')).toMatchObject({
      regularizationTaxFree: '',
      regularizationMessage: '',
    });
  });
});
