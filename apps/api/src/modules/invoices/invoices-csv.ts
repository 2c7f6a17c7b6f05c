/**
 * A month's invoices as CSV for accounting (RFC 4180: comma separated, CRLF line ends, a cell with a
 * comma, quote or line break quoted, its quotes doubled). A text cell a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) gets a leading apostrophe; the amounts we
 * write ourselves are plain numbers with a dot and two decimals.
 */

export const INVOICES_CSV_HEADER = [
  'Number',
  'Date',
  'Assistant',
  'Amount HT',
  'TVA',
  'TTC',
  'Status',
  'Paid date',
] as const;

export type InvoiceCsvLine = {
  invoiceNumber: string;
  invoiceDate: string;
  assistant: string;
  taxFreeCents: number;
  withTaxCents: number;
  status: string;
  /** `YYYY-MM-DD` when paid, else null (an empty cell). */
  paidDate: string | null;
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: guarded against formula injection, then quoted when it needs to be. */
export const textCell = (value: string): string => {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

const amount = (cents: number): string => (cents / 100).toFixed(2);

export const invoicesCsv = (lines: readonly InvoiceCsvLine[]): string =>
  [
    INVOICES_CSV_HEADER.join(','),
    ...lines.map((l) =>
      [
        textCell(l.invoiceNumber),
        textCell(l.invoiceDate),
        textCell(l.assistant),
        amount(l.taxFreeCents),
        amount(l.withTaxCents - l.taxFreeCents),
        amount(l.withTaxCents),
        textCell(l.status),
        l.paidDate ?? '',
      ].join(','),
    ),
  ]
    .map((row) => `${row}\r\n`)
    .join('');
