import { describe, expect, it } from 'vitest';
import { bodyFromForm, formFromCurriculum, validateCurriculumForm } from './curriculum-form';
import { cvPickError } from './cv-pick';

const values = { title: 'Assistante', summary: 'Dix ans', experienceYears: '10', languages: ['Français'] };
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('curriculum form', () => {
  it('reads a stored curriculum as texts and back, blanks as null, languages cleaned', () => {
    expect(formFromCurriculum({ title: null, summary: 'S', experienceYears: 0, languages: ['fr'] })).toEqual({
      title: '',
      summary: 'S',
      experienceYears: '0',
      languages: ['fr'],
    });
    expect(
      bodyFromForm({
        title: '  ',
        summary: ' S ',
        experienceYears: ' 0 ',
        languages: [' fr ', '', 'FR', 'en'],
      }),
    ).toEqual({ title: null, summary: 'S', experienceYears: 0, languages: ['fr', 'en'] });
    expect(bodyFromForm({ ...values, experienceYears: '' }).experienceYears).toBeNull();
  });

  it('passes a valid curriculum and an empty one', () => {
    expect(validateCurriculumForm(values)).toEqual({});
    expect(validateCurriculumForm({ title: '', summary: '', experienceYears: '', languages: [] })).toEqual(
      {},
    );
  });

  it.each([
    [{ experienceYears: '61' }, 'experienceYears', 'curriculum.errors.yearsRange'],
    [{ experienceYears: '2,5' }, 'experienceYears', 'curriculum.errors.yearsRange'],
    [{ experienceYears: '-1' }, 'experienceYears', 'curriculum.errors.yearsRange'],
    [{ title: 'x'.repeat(151) }, 'title', 'curriculum.errors.titleTooLong'],
    [{ summary: 'x'.repeat(4001) }, 'summary', 'curriculum.errors.summaryTooLong'],
    [{ languages: ['fr', 'y'.repeat(51)] }, 'languages.1', 'curriculum.errors.languageTooLong'],
    [
      { languages: Array.from({ length: 21 }, (_, i) => `Langue ${i}`) },
      'languages',
      'curriculum.errors.tooManyLanguages',
    ],
  ])('refuses %j on %s (the domain rule)', (change, field, text) => {
    expect(validateCurriculumForm({ ...values, ...change })).toEqual({ [field]: text });
  });
});

describe('CV picked', () => {
  it('accepts a PDF named .pdf, refuses an image, a PDF named otherwise, a too-big file and a bad name', () => {
    expect(cvPickError({ name: 'cv.pdf', size: 1000, bytes: PDF_HEAD })).toBeNull();
    expect(cvPickError({ name: 'cv.png', size: 1000, bytes: PNG_HEAD })).toBe(
      'curriculum.errors.file_content_type_not_allowed',
    );
    expect(cvPickError({ name: 'cv.png', size: 1000, bytes: PDF_HEAD })).toBe(
      'curriculum.errors.file_content_type_not_allowed',
    );
    expect(cvPickError({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1, bytes: PDF_HEAD })).toBe(
      'curriculum.errors.file_too_big',
    );
    expect(cvPickError({ name: '..', size: 10, bytes: PDF_HEAD })).toBe(
      'curriculum.errors.file_name_not_allowed',
    );
  });
});
