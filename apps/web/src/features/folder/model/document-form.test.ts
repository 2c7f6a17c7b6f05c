import type { FolderDocument } from '@relais/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { documentErrors, documentErrorText, initialValues } from './document-form';
import { canSend, shownState } from './document-state';

beforeAll(() => installMessages('en', en));

const TODAY = '2026-11-21';
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const values = (over: Partial<{ expirationDate: string; iban: string; bic: string }> = {}) => ({
  expirationDate: '',
  iban: '',
  bic: '',
  ...over,
});
const picked = { picked: true, error: null };

describe('document form checks (the server rules, early)', () => {
  it('wants a file, and shows the error of a file refused when picked', () => {
    expect(
      documentErrors({ fileType: 'LAST_DIPLOMA' }, values(), { picked: false, error: null }, TODAY),
    ).toEqual({
      file: 'file_required',
    });
    expect(
      documentErrors(
        { fileType: 'SIGNED_CONTRACT' },
        values(),
        { picked: false, error: 'file_content_type_not_allowed' },
        TODAY,
      ),
    ).toEqual({ file: 'file_content_type_not_allowed' });
    expect(documentErrors({ fileType: 'LAST_DIPLOMA' }, values(), picked, TODAY)).toEqual({});
  });

  it('wants a future expiry date for the insurance (tomorrow at the earliest), none required for the identity', () => {
    const insurance = { fileType: 'PROFESSIONAL_INSURANCE' } as const;
    expect(documentErrors(insurance, values(), picked, TODAY)).toEqual({ expirationDate: 'required-field' });
    expect(documentErrors(insurance, values({ expirationDate: TODAY }), picked, TODAY)).toEqual({
      expirationDate: 'date-in-future',
    });
    expect(documentErrors(insurance, values({ expirationDate: '2026-11-22' }), picked, TODAY)).toEqual({});
    expect(documentErrors({ fileType: 'IDENTITY_DOCUMENT' }, values(), picked, TODAY)).toEqual({});
    expect(
      documentErrors(
        { fileType: 'IDENTITY_DOCUMENT' },
        values({ expirationDate: '2026-11-20' }),
        picked,
        TODAY,
      ),
    ).toEqual({ expirationDate: 'date-in-future' });
  });

  it('checks the IBAN check digits and the BIC with the same rule as the server', () => {
    const bank = { fileType: 'BANK_DETAILS' } as const;
    expect(documentErrors(bank, values({ iban: IBAN, bic: 'BNPAFRPP' }), picked, TODAY)).toEqual({});
    expect(
      documentErrors(bank, values({ iban: IBAN.replace(/189$/, '188'), bic: 'BNPAFRPP' }), picked, TODAY),
    ).toEqual({ iban: 'invalid_iban_or_bic' });
    expect(
      documentErrors(bank, values({ iban: IBAN.toLowerCase(), bic: 'bnpa frpp' }), picked, TODAY),
    ).toEqual({});
    expect(documentErrors(bank, values({ iban: IBAN, bic: 'BNPAFR' }), picked, TODAY)).toEqual({
      bic: 'invalid_iban_or_bic',
    });
    // other types carry no bank details
    expect(documentErrors({ fileType: 'INSEE_CARD' }, values({ iban: 'x' }), picked, TODAY)).toEqual({});
  });

  it('words the IBAN and BIC errors apart, then the file screen own texts, then the shared ones', () => {
    expect(documentErrorText('iban', 'invalid_iban_or_bic')).toMatch(/^This IBAN is not valid/);
    expect(documentErrorText('bic', 'invalid_iban_or_bic')).toMatch(/^This BIC is not valid/);
    expect(documentErrorText('file', 'file_content_type_not_allowed')).toBe('This document must be a PDF');
    expect(documentErrorText('file', 'file_too_big')).toBe('The file is too big (5 MB at most)');
    expect(documentErrorText('expirationDate', 'required-field')).toBe('This field is required');
    expect(documentErrorText('file', 'no-such-code')).toBe(en.errors.validation_failed);
  });

  it('opens with the stored bank details, or the values of a refused queued send', () => {
    const doc = { expirationDate: '2027-01-01', iban: 'FR76...', bic: 'BNPAFRPP' };
    expect(initialValues(doc)).toEqual({ expirationDate: '', iban: 'FR76...', bic: 'BNPAFRPP' });
    expect(initialValues(doc, { expirationDate: '2028-02-02', iban: 'DE89', bic: 'DEUTDEFF' })).toEqual({
      expirationDate: '2028-02-02',
      iban: 'DE89',
      bic: 'DEUTDEFF',
    });
  });
});

describe('document state shown and actions', () => {
  const doc = (state: FolderDocument['state']) => ({ state });

  it('shows a queued send over the server state, parked once refused', () => {
    expect(shownState(doc('MISSING'), null)).toBe('MISSING');
    expect(shownState(doc('MISSING'), 'waiting')).toBe('QUEUED');
    expect(shownState(doc('REFUSED'), 'sending')).toBe('QUEUED');
    expect(shownState(doc('SENT'), 'parked')).toBe('PARKED');
  });

  it('offers to send any document, a validated one too (its new version waits beside it)', () => {
    for (const state of ['VALIDATED', 'MISSING', 'SENT', 'REFUSED', 'EXPIRED', 'EXPIRING_SOON'] as const) {
      expect(canSend(doc(state), null), state).toBe(true);
    }
    // a queued send is waited for, a refused one fixed
    expect(canSend(doc('MISSING'), 'waiting')).toBe(false);
    expect(canSend(doc('VALIDATED'), 'parked')).toBe(true);
  });
});
