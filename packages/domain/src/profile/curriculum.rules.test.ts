import { describe, expect, it } from 'vitest';
import { cleanLanguages, curriculumErrors } from './curriculum.rules';

const ok = { title: 'Assistante', summary: 'Dix ans', experienceYears: 10, languages: ['Français'] };

describe('curriculumErrors', () => {
  it('accepts a full, an empty and a boundary curriculum', () => {
    expect(curriculumErrors(ok)).toEqual([]);
    expect(curriculumErrors({ title: null, summary: null, experienceYears: null, languages: [] })).toEqual(
      [],
    );
    expect(
      curriculumErrors({
        title: 'x'.repeat(150),
        summary: 's'.repeat(4000),
        experienceYears: 60,
        languages: Array.from({ length: 20 }, (_, i) => `${'l'.repeat(48)}${i}`.slice(-50)),
      }),
    ).toEqual([]);
    expect(curriculumErrors({ ...ok, experienceYears: 0 })).toEqual([]);
  });

  it.each([
    [{ ...ok, title: 'x'.repeat(151) }, 'title'],
    [{ ...ok, summary: 's'.repeat(4001) }, 'summary'],
    [{ ...ok, experienceYears: -1 }, 'experienceYears'],
    [{ ...ok, experienceYears: 61 }, 'experienceYears'],
    [{ ...ok, experienceYears: 2.5 }, 'experienceYears'],
    [{ ...ok, languages: ['fr', 'y'.repeat(51)] }, 'languages.1'],
    [{ ...ok, languages: Array.from({ length: 21 }, (_, i) => `langue ${i}`) }, 'languages'],
  ])('refuses %#: field %s out of range', (input, field) => {
    expect(curriculumErrors(input)).toEqual([{ errorCode: 'value-out-of-range', field }]);
  });

  it('counts the trimmed length', () => {
    expect(curriculumErrors({ ...ok, title: `  ${'x'.repeat(150)}  ` })).toEqual([]);
  });
});

describe('cleanLanguages', () => {
  it('trims, drops blanks and repeats ignoring case, keeping the first spelling', () => {
    expect(cleanLanguages([' Français ', '', 'anglais', 'FRANÇAIS', '  ', 'Anglais'])).toEqual([
      'Français',
      'anglais',
    ]);
  });
});
