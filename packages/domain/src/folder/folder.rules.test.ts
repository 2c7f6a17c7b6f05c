import { describe, expect, it } from 'vitest';
import {
  FOLDER_EXPIRING_SOON_DAYS,
  folderExpiryErrors,
  folderStateOf,
  folderReminders,
  folderTypeIsPdfOnly,
  maskIban,
  nextInvoicingWindowOpening,
} from './folder.rules';
import { bankDetailsErrors, normalizeBic, normalizeIban } from './bank-details.rules';
import { businessDate, fixedClock } from '../time/business-time';

// an injected clock: 2026-03-10 in Paris
const today = businessDate(fixedClock('2026-03-10T08:00:00Z').now());
const sent = (expirationDate: string | null, status: 'PENDING' | 'VALIDATED' | 'REJECTED' = 'PENDING') => ({
  status,
  expirationDate,
});

describe('folder document state', () => {
  it('is missing when never sent', () => {
    expect(folderStateOf(null, today)).toBe('MISSING');
  });

  it('is sent, validated or refused by the staff decision', () => {
    expect(folderStateOf(sent(null), today)).toBe('SENT');
    expect(folderStateOf(sent(null, 'VALIDATED'), today)).toBe('VALIDATED');
    expect(folderStateOf(sent('2026-03-01', 'REJECTED'), today)).toBe('REFUSED');
  });

  it('expires the day after its limit day, and is expiring soon up to 30 days before', () => {
    expect(FOLDER_EXPIRING_SOON_DAYS).toBe(30);
    expect(folderStateOf(sent('2026-03-09', 'VALIDATED'), today)).toBe('EXPIRED');
    expect(folderStateOf(sent('2026-03-10', 'VALIDATED'), today)).toBe('EXPIRING_SOON');
    // 2026-03-10 + 30 days = 2026-04-09 (soon), the next day is not
    expect(folderStateOf(sent('2026-04-09', 'VALIDATED'), today)).toBe('EXPIRING_SOON');
    expect(folderStateOf(sent('2026-04-10', 'VALIDATED'), today)).toBe('VALIDATED');
    expect(folderStateOf(sent('2026-04-10'), today)).toBe('SENT');
  });
});

describe('folder fields', () => {
  it('knows the pdf-only types', () => {
    expect(folderTypeIsPdfOnly('PROFESSIONAL_INSURANCE')).toBe(true);
    expect(folderTypeIsPdfOnly('SIGNED_CONTRACT')).toBe(true);
    expect(folderTypeIsPdfOnly('IDENTITY_DOCUMENT')).toBe(false);
    expect(folderTypeIsPdfOnly('BANK_DETAILS')).toBe(false);
  });

  it('requires a future expiry date for the insurance, refuses one where none applies', () => {
    expect(folderExpiryErrors('PROFESSIONAL_INSURANCE', null, today)).toEqual([
      { errorCode: 'required-field', field: 'expirationDate' },
    ]);
    expect(folderExpiryErrors('PROFESSIONAL_INSURANCE', '2026-03-10', today)).toEqual([
      { errorCode: 'date-in-future', field: 'expirationDate' },
    ]);
    expect(folderExpiryErrors('PROFESSIONAL_INSURANCE', '2026-03-11', today)).toEqual([]);
    expect(folderExpiryErrors('IDENTITY_DOCUMENT', undefined, today)).toEqual([]);
    expect(folderExpiryErrors('SIGNED_CONTRACT', '2027-01-01', today)).toEqual([
      { errorCode: 'bad_request', field: 'expirationDate' },
    ]);
  });
});

describe('IBAN and BIC', () => {
  it('accepts real check digits and formats, spaced or lower case', () => {
    expect(bankDetailsErrors({ iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'bnpa fr pp' })).toEqual([]);
    expect(bankDetailsErrors({ iban: 'DE89370400440532013000', bic: 'DEUTDEFF500' })).toEqual([]);
    expect(normalizeIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(normalizeBic('bnpa fr pp')).toBe('BNPAFRPP');
  });

  it('refuses a check digit off by one on either side, a wrong length and a malformed BIC', () => {
    // the valid IBAN's check digits are 76: 75 and 77 fail
    expect(bankDetailsErrors({ iban: 'FR7530006000011234567890189', bic: 'BNPAFRPP' })).toEqual([
      { errorCode: 'invalid_iban_or_bic', field: 'iban' },
    ]);
    expect(bankDetailsErrors({ iban: 'FR7730006000011234567890189', bic: 'BNPAFRPP' })).toHaveLength(1);
    // the last digit of the account changed: the ISO 7064 check fails
    expect(bankDetailsErrors({ iban: 'FR7630006000011234567890188', bic: 'BNPAFRPP' })).toHaveLength(1);
    expect(bankDetailsErrors({ iban: 'FR763000600001123456789018', bic: 'BNPAFRPP' })).toHaveLength(1);
    expect(bankDetailsErrors({ iban: 'FR7630006000011234567890189', bic: 'BNPAFRP' })).toEqual([
      { errorCode: 'invalid_iban_or_bic', field: 'bic' },
    ]);
    expect(bankDetailsErrors({ iban: '', bic: '12PAFRPP' })).toEqual([
      { errorCode: 'invalid_iban_or_bic', field: 'iban' },
      { errorCode: 'invalid_iban_or_bic', field: 'bic' },
    ]);
  });
});

describe('next invoicing window', () => {
  it('opens on the 20th of this month before the 20th, of the next month from the 20th', () => {
    expect(nextInvoicingWindowOpening('2026-03-01')).toBe('2026-03-20');
    expect(nextInvoicingWindowOpening('2026-03-19')).toBe('2026-03-20');
    expect(nextInvoicingWindowOpening('2026-03-20')).toBe('2026-04-20');
    expect(nextInvoicingWindowOpening('2026-03-31')).toBe('2026-04-20');
    expect(nextInvoicingWindowOpening('2026-12-20')).toBe('2027-01-20');
    expect(nextInvoicingWindowOpening('2026-12-31')).toBe('2027-01-20');
  });
});

describe('expiry reminders', () => {
  const doc = (
    fileType: string,
    expirationDate: string | null,
    status: 'PENDING' | 'VALIDATED' | 'REJECTED' = 'VALIDATED',
  ) => ({ fileType, status, expirationDate });
  const kinds = (docs: ReturnType<typeof doc>[], day: string) =>
    folderReminders(docs, day).map((r) => [r.fileType, r.kind]);

  it('names a document whose limit day is past as expired (the limit day itself still covers)', () => {
    // today 2026-03-10: the next window opens on 2026-03-20
    expect(folderReminders([doc('PROFESSIONAL_INSURANCE', '2026-03-09')], '2026-03-10')).toEqual([
      {
        fileType: 'PROFESSIONAL_INSURANCE',
        expirationDate: '2026-03-09',
        kind: 'EXPIRED',
        windowOpensOn: '2026-03-20',
        path: '/user/file#PROFESSIONAL_INSURANCE',
      },
    ]);
    expect(kinds([doc('PROFESSIONAL_INSURANCE', '2026-03-10')], '2026-03-10')).toEqual([
      ['PROFESSIONAL_INSURANCE', 'EXPIRES_BEFORE_WINDOW'],
    ]);
  });

  it('names a document ending the day before the window opens, not one ending on the opening day', () => {
    expect(kinds([doc('PROFESSIONAL_INSURANCE', '2026-03-19')], '2026-03-10')).toEqual([
      ['PROFESSIONAL_INSURANCE', 'EXPIRES_BEFORE_WINDOW'],
    ]);
    expect(kinds([doc('PROFESSIONAL_INSURANCE', '2026-03-20')], '2026-03-10')).toEqual([]);
  });

  it('looks at the next month from the 20th (the window open today does not count as the next one)', () => {
    // 19th: the window opens tomorrow; a document ending on the 20th is still fine
    expect(kinds([doc('IDENTITY_DOCUMENT', '2026-03-20')], '2026-03-19')).toEqual([]);
    // 20th: the next window is 2026-04-20
    const on20 = folderReminders([doc('IDENTITY_DOCUMENT', '2026-04-19', 'PENDING')], '2026-03-20');
    expect(on20.map((r) => [r.kind, r.windowOpensOn])).toEqual([['EXPIRES_BEFORE_WINDOW', '2026-04-20']]);
    expect(kinds([doc('IDENTITY_DOCUMENT', '2026-04-20')], '2026-03-20')).toEqual([]);
    // across the year
    expect(kinds([doc('PROFESSIONAL_INSURANCE', '2027-01-19')], '2026-12-24')).toHaveLength(1);
    expect(kinds([doc('PROFESSIONAL_INSURANCE', '2027-01-20')], '2026-12-24')).toEqual([]);
  });

  it('ignores refused documents and documents without a date, and keeps the file order', () => {
    const docs = [
      doc('IDENTITY_DOCUMENT', '2026-03-01'),
      doc('BANK_DETAILS', null),
      doc('PROFESSIONAL_INSURANCE', '2026-03-15', 'PENDING'),
      doc('SIGNED_CONTRACT', '2026-03-01', 'REJECTED'),
    ];
    expect(kinds(docs, '2026-03-10')).toEqual([
      ['PROFESSIONAL_INSURANCE', 'EXPIRES_BEFORE_WINDOW'],
      ['IDENTITY_DOCUMENT', 'EXPIRED'],
    ]);
  });
});

describe('maskIban', () => {
  it('hides all but the last four characters, the same when masked again', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('•••• 0189');
    expect(maskIban('FR76 3000 6000 0112 3456 7890 189')).toBe('•••• 0189');
    expect(maskIban(maskIban('DE89370400440532013000'))).toBe('•••• 3000');
    expect(maskIban('FR7630006000011234567890189')).not.toContain('3000600');
  });
});
