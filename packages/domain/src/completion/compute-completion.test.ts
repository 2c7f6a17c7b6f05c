import { describe, expect, it } from 'vitest';
import { computeCompletion, skillsShare, type CompletionInput } from './completion.rules';

const full: CompletionInput = {
  account: {
    civility: 'MRS',
    firstName: 'Camille',
    lastName: 'Durand',
    birthdate: '1988-04-12',
    address: '8 place Bellecour',
    zipCode: '69002',
    city: 'Lyon',
    country: 'France',
    phone: '+33 6',
    secondaryEmail: 'c@d.fr',
  },
  availability: [{ value: false }, { value: true }],
  documents: [
    'BANK_DETAILS',
    'SIGNED_CONTRACT',
    'INSEE_CARD',
    'PROFESSIONAL_INSURANCE',
    'REGISTRATION_CERTIFICATE',
    'CRIMINAL_RECORD',
    'IDENTITY_DOCUMENT',
    'LAST_DIPLOMA',
  ].map((type) => ({ type, status: 'VALIDATED' as const, expirationDate: null })),
  skills: ['lang', 'computer', 'job', 'other'].map((kind) => ({ kind, grade: 3 })),
  curriculum: { title: 'Assistante', summary: 'Dix ans', experienceYears: 10, languages: ['fr'] },
  hasCv: true,
  today: '2026-03-11',
};

const empty: CompletionInput = {
  account: {},
  availability: [],
  documents: [],
  skills: [],
  curriculum: null,
  hasCv: false,
  today: '2026-03-11',
};

describe('computeCompletion', () => {
  it('is 100 everywhere when everything is filled, 0 when nothing is', () => {
    expect(computeCompletion(full)).toEqual({
      file: 100,
      skills: 100,
      availability: 100,
      account: 100,
      curriculum: 100,
      total: 100,
    });
    expect(computeCompletion(empty)).toEqual({
      file: 0,
      skills: 0,
      availability: 0,
      account: 0,
      curriculum: 0,
      total: 0,
    });
  });

  it('counts account fields filled, blanks as missing', () => {
    const c = computeCompletion({
      ...empty,
      account: { ...full.account, phone: '  ', secondaryEmail: null, birthdate: undefined },
    });
    // 7 of 10
    expect(c.account).toBe(70);
    expect(c.total).toBe(14);
  });

  it('needs one available half-day once the grid was written', () => {
    expect(computeCompletion({ ...empty, availability: [{ value: false }] }).availability).toBe(0);
    expect(computeCompletion({ ...empty, availability: [{ value: true }] }).availability).toBe(100);
  });

  it('counts distinct live documents of the eight types', () => {
    const c = computeCompletion({
      ...empty,
      documents: [
        { type: 'BANK_DETAILS', status: 'PENDING', expirationDate: null },
        { type: 'BANK_DETAILS', status: 'VALIDATED', expirationDate: null },
        { type: 'INSEE_CARD', status: 'REJECTED', expirationDate: null },
        { type: 'PROFESSIONAL_INSURANCE', status: 'VALIDATED', expirationDate: '2026-03-11' },
        { type: 'IDENTITY_DOCUMENT', status: 'VALIDATED', expirationDate: '2026-03-10' },
        { type: 'OTHER', status: 'VALIDATED', expirationDate: null },
      ],
    });
    // bank details + insurance (the limit day still counts) = 2 of 8
    expect(c.file).toBe(25);
  });

  it('counts the skill kinds with a graded skill', () => {
    const c = computeCompletion({
      ...empty,
      skills: [
        { kind: 'lang', grade: 4 },
        { kind: 'lang', grade: 2 },
        { kind: 'job', grade: null },
        { kind: 'computer', grade: 0 },
        { kind: 'weird', grade: 3 },
      ],
    });
    expect(c.skills).toBe(25);
  });

  it('counts the five curriculum items, an empty language list as missing', () => {
    const c = computeCompletion({
      ...empty,
      curriculum: { title: 'Assistante', summary: '', experienceYears: 0, languages: [' '] },
    });
    // title and years: 2 of 5
    expect(c.curriculum).toBe(40);
  });

  it('counts the CV file as the fifth curriculum item, even without a curriculum written', () => {
    expect(computeCompletion({ ...empty, hasCv: true }).curriculum).toBe(20);
    const fields = { ...full, hasCv: false };
    // the four fields without the CV: 4 of 5 = 80; total (100 * 4 + 80) / 5 = 96
    expect(computeCompletion(fields)).toMatchObject({ curriculum: 80, total: 96 });
  });

  it('rounds each share then the mean (the demo figures)', () => {
    const c = computeCompletion({
      ...full,
      documents: (full.documents ?? []).slice(0, 5),
      skills: [
        { kind: 'lang', grade: 4 },
        { kind: 'computer', grade: 3 },
      ],
      curriculum: { title: 'Assistante', summary: null, experienceYears: null, languages: [] },
      hasCv: false,
    });
    // file 5/8 = 62.5 -> 63; skills 50; availability 100; account 100; curriculum 1/5 = 20
    // total (63 + 50 + 100 + 100 + 20) / 5 = 66.6 -> 67
    expect(c).toEqual({ file: 63, skills: 50, availability: 100, account: 100, curriculum: 20, total: 67 });
  });
});

describe('skillsShare (the skills area, which the app computes too for its gauge)', () => {
  it('counts each kind once when one of its skills is graded 1 to 5', () => {
    expect(skillsShare([])).toBe(0);
    expect(skillsShare([{ kind: 'lang', grade: null }])).toBe(0);
    expect(
      skillsShare([
        { kind: 'lang', grade: 1 },
        { kind: 'lang', grade: 5 },
        { kind: 'job', grade: null },
      ]),
    ).toBe(25);
    expect(
      skillsShare([
        { kind: 'lang', grade: 3 },
        { kind: 'computer', grade: 2 },
        { kind: 'job', grade: 4 },
        { kind: 'unknown', grade: 4 },
        { kind: 'other', grade: 0 },
      ]),
    ).toBe(75);
    expect(skillsShare(['lang', 'computer', 'job', 'other'].map((kind) => ({ kind, grade: 5 })))).toBe(100);
  });

  it('is the skills area of the completion', () => {
    const skills = [
      { kind: 'lang', grade: 2 },
      { kind: 'other', grade: 1 },
    ];
    expect(computeCompletion({ ...full, skills }).skills).toBe(skillsShare(skills));
  });
});
