import { afterAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { FILE_TOO_BIG } from '../../../lib/file-check';
import { installMessages } from '../../../lib/i18n';
import { invoiceErrorText } from './error-text';

describe('an invoice PDF over 5 MB', () => {
  afterAll(() => installMessages('en', en));

  it('says the file is too big, 5 MB at most, not the image', () => {
    installMessages('fr', fr);
    expect(invoiceErrorText(FILE_TOO_BIG)).toBe('Le fichier est trop volumineux (5 Mo au plus)');
    installMessages('en', en);
    expect(invoiceErrorText(FILE_TOO_BIG)).toBe('The file is too big (5 MB at most)');
  });
});
