import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATAR_MIN_CONTRAST, avatarColours, contrastRatio, initialsOf, nameHash } from './avatar.rules';

describe('initialsOf', () => {
  it('takes the first letter of each name, upper case, accents kept', () => {
    expect(initialsOf('Élodie', 'martin')).toBe('ÉM');
    expect(initialsOf('  jean-pierre ', "d'Arc")).toBe('JD');
    expect(initialsOf('Anne', '')).toBe('A');
    expect(initialsOf('', 'Zoé')).toBe('Z');
  });
  it('keeps an astral letter whole and skips leading punctuation', () => {
    expect(initialsOf('𝒜lice', '(Bob)')).toBe('𝒜B');
  });
  it('falls back to the email, then to nothing', () => {
    expect(initialsOf('', '', 'other@relais.test')).toBe('O');
    expect(initialsOf(' ', '', '')).toBe('');
  });
});

describe('avatarColours', () => {
  it('is stable: the same name always gives the same colours, whatever its case or spacing', () => {
    expect(avatarColours('Camille Dupont')).toEqual(avatarColours('Camille Dupont'));
    expect(avatarColours(' camille dupont ')).toEqual(avatarColours('Camille Dupont'));
    // fixed values: a change of the hash or the palette changes everyone's colour, on purpose only
    expect(nameHash('Camille Dupont')).toBe(nameHash('camille dupont'));
    expect(avatarColours('Camille Dupont').background).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('spreads names over many colours', () => {
    const names = [
      'Alice Martin',
      'Bruno Petit',
      'Chloé Durand',
      'David Leroy',
      'Emma Moreau',
      'Farid Simon',
    ];
    expect(new Set(names.map((n) => avatarColours(n).background)).size).toBeGreaterThanOrEqual(5);
  });
  it('text always reads on its background (WCAG AA, 4.5:1), for any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const { background, text, contrast } = avatarColours(name);
        const rgb = (h: string) =>
          [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
        expect(contrast).toBeGreaterThanOrEqual(AVATAR_MIN_CONTRAST);
        expect(contrastRatio(rgb(background), rgb(text))).toBeCloseTo(contrast, 6);
      }),
      { numRuns: 2000 },
    );
  });
});
