import { afterAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { FILE_TOO_BIG } from '../../../lib/file-check';
import { installMessages } from '../../../lib/i18n';
import { reportErrorText } from './error-text';

describe('a PDF proof over 5 MB', () => {
  afterAll(() => installMessages('en', en));

  it('says the file is too big, 5 MB at most, without a word of image or compression', () => {
    installMessages('fr', fr);
    expect(reportErrorText(FILE_TOO_BIG)).toBe('Le fichier est trop volumineux (5 Mo au plus)');
    installMessages('en', en);
    expect(reportErrorText(FILE_TOO_BIG)).toBe('The file is too big (5 MB at most)');
  });

  it('an image still too heavy once compressed keeps its own wording', () => {
    installMessages('en', en);
    expect(reportErrorText('image_too_big')).toBe(
      'The image is still too heavy once compressed (5 MB at most)',
    );
  });
});
