import { SKILLS_PER_KIND_MAX, SKILL_LABEL_MAX, type Skill, type SkillKind } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  addSkill,
  errorsFromServer,
  EXPERTISES_FIELD,
  formFromStored,
  isEmptySave,
  kindField,
  labelField,
  removeSkill,
  savePlan,
  setGrade,
  setLabel,
  skillsBody,
  skillsOfKind,
  toggleExpertise,
  validateSkillsForm,
  withDrafts,
  emptyDrafts,
  type SkillsFormValues,
} from './skills-form';

const STORED: Skill[] = [
  { kind: 'lang', label: 'Anglais', grade: 4 },
  { kind: 'computer', label: 'Tableur', grade: 5 },
  { kind: 'job', label: 'Comptabilité', grade: null },
];

const added = (values: SkillsFormValues, kind: SkillKind, label: string): SkillsFormValues => {
  const out = addSkill(values, kind, label);
  if (!('values' in out)) throw new Error(`not added: ${out.error.code}`);
  return out.values;
};

describe('the skills editor', () => {
  it('opens on the stored skills and expertises, each row with its own key', () => {
    const v = formFromStored(STORED, ['PAYROLL']);
    expect(skillsBody(v)).toEqual(STORED);
    expect(new Set(v.skills.map((s) => s.key)).size).toBe(3);
    expect(v.expertiseIds).toEqual(['PAYROLL']);
    expect(skillsOfKind(v, 'lang').map((s) => s.label)).toEqual(['Anglais']);
  });

  it('adds a skill trimmed and ungraded, refusing a blank, a too long, a repeated one and a full kind', () => {
    const v = formFromStored(STORED, []);
    const next = added(v, 'other', '  Permis B ');
    expect(skillsOfKind(next, 'other')).toMatchObject([{ kind: 'other', label: 'Permis B', grade: null }]);
    expect(addSkill(v, 'lang', '   ')).toEqual({ error: { code: 'required-field' } });
    expect(addSkill(v, 'lang', 'x'.repeat(SKILL_LABEL_MAX + 1))).toEqual({
      error: { code: 'value-out-of-range' },
    });
    // same kind and label, ignoring case, accents and spacing
    expect(addSkill(v, 'job', ' COMPTABILITE ')).toEqual({ error: { code: 'duplicate_skill' } });
    // the same word in another kind is another skill
    expect('values' in addSkill(v, 'other', 'Anglais')).toBe(true);
    let full = v;
    for (let i = 0; i < SKILLS_PER_KIND_MAX; i += 1) full = added(full, 'other', `Skill ${i}`);
    expect(addSkill(full, 'other', 'One more')).toEqual({ error: { code: 'value-out-of-range' } });
  });

  it('grades, renames and removes one row only', () => {
    const v = formFromStored(STORED, []);
    const job = v.skills[2]!.key;
    const graded = setGrade(v, job, 3);
    expect(skillsBody(graded)[2]).toEqual({ kind: 'job', label: 'Comptabilité', grade: 3 });
    expect(skillsBody(graded).slice(0, 2)).toEqual(STORED.slice(0, 2));
    const renamed = setLabel(graded, v.skills[0]!.key, 'Allemand');
    expect(skillsBody(renamed)[0]).toEqual({ kind: 'lang', label: 'Allemand', grade: 4 });
    expect(skillsBody(removeSkill(renamed, job))).toEqual([
      { kind: 'lang', label: 'Allemand', grade: 4 },
      { kind: 'computer', label: 'Tableur', grade: 5 },
    ]);
  });

  it('ticks and unticks expertises, never twice', () => {
    const v = formFromStored([], ['HR']);
    expect(toggleExpertise(toggleExpertise(v, 'PAYROLL', true), 'PAYROLL', true).expertiseIds).toEqual([
      'HR',
      'PAYROLL',
    ]);
    expect(toggleExpertise(v, 'HR', false).expertiseIds).toEqual([]);
  });

  it('checks each row as the server will: blank, too long, and the second of two equal labels', () => {
    const v = formFromStored(STORED, []);
    const [a, b, c] = v.skills.map((s) => s.key) as [string, string, string];
    expect(validateSkillsForm(v)).toEqual({});
    const bad = setLabel(
      setLabel(setLabel(v, a, ' '), b, 'y'.repeat(SKILL_LABEL_MAX + 1)),
      c,
      'Comptabilité',
    );
    const dup = added(bad, 'job', 'Paie');
    const paie = dup.skills[3]!.key;
    const errors = validateSkillsForm(setLabel(dup, paie, ' comptabilite'));
    expect(errors).toEqual({
      [labelField(a)]: { code: 'required-field' },
      [labelField(b)]: { code: 'value-out-of-range' },
      [labelField(paie)]: { code: 'duplicate_skill' },
    });
  });

  it('refuses more than the bound of a kind (a list stored before the bound)', () => {
    const many: Skill[] = Array.from({ length: SKILLS_PER_KIND_MAX + 1 }, (_, i) => ({
      kind: 'lang',
      label: `L${i}`,
      grade: 1,
    }));
    expect(validateSkillsForm(formFromStored(many, []))).toEqual({
      [kindField('lang')]: { code: 'value-out-of-range' },
    });
  });
});

describe('what a save sends', () => {
  const stored = { skills: STORED, expertiseIds: ['HR', 'PAYROLL'] };

  it('sends nothing when nothing changed (order and surrounding spaces do not count)', () => {
    const v = formFromStored([...STORED].reverse(), ['PAYROLL', 'HR']);
    const spaced = setLabel(v, v.skills[0]!.key, ' Comptabilité ');
    const plan = savePlan(stored, spaced, false);
    expect(plan).toEqual({});
    expect(isEmptySave(plan)).toBe(true);
  });

  it('sends the skills only when they changed, the expertises only when they changed', () => {
    const v = formFromStored(STORED, ['HR', 'PAYROLL']);
    const graded = setGrade(v, v.skills[2]!.key, 2);
    expect(savePlan(stored, graded, false)).toEqual({
      skills: [STORED[0], STORED[1], { kind: 'job', label: 'Comptabilité', grade: 2 }],
    });
    expect(savePlan(stored, toggleExpertise(v, 'HR', false), false)).toEqual({ expertiseIds: ['PAYROLL'] });
  });

  it('sends the expertises unchanged when the provider asks to update them (saving confirms them)', () => {
    const v = formFromStored(STORED, ['PAYROLL', 'HR']);
    expect(savePlan(stored, v, true)).toEqual({ expertiseIds: ['PAYROLL', 'HR'] });
  });

  it("puts a refusal's field errors on the rows it names (the body was sent in the editor's order)", () => {
    const v = formFromStored(STORED, ['X']);
    expect(
      errorsFromServer(v, {
        errorCode: 'validation_failed',
        errors: [
          { field: 'skills.1.label', errorCode: 'duplicate_skill' },
          { field: 'skills.9.label', errorCode: 'required-field' },
          { field: 'expertiseIds.0', errorCode: 'unknown_expertise' },
        ],
      }),
    ).toEqual({
      [labelField(v.skills[1]!.key)]: { code: 'duplicate_skill' },
      [EXPERTISES_FIELD]: { code: 'unknown_expertise' },
    });
    expect(errorsFromServer(v, null)).toEqual({});
  });
});

describe('entries typed in an add field and not added', () => {
  it('are added by the save, blank ones ignored', () => {
    const v = formFromStored(STORED, []);
    const out = withDrafts(v, { ...emptyDrafts(), other: ' Permis B ', lang: '   ' });
    expect(out.errors).toEqual({});
    expect(skillsBody(out.values)).toEqual([...STORED, { kind: 'other', label: 'Permis B', grade: null }]);
    expect(withDrafts(v, emptyDrafts()).values).toBe(v);
  });

  it('block the save with the reason at their field when they cannot be added', () => {
    const v = formFromStored(STORED, []);
    expect(withDrafts(v, { ...emptyDrafts(), lang: 'ANGLAIS', job: 'Paie' }).errors).toEqual({
      lang: { code: 'duplicate_skill' },
    });
  });
});
