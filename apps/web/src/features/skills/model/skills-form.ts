import {
  duplicateSkillIndexes,
  EXPERTISES_MAX,
  SKILL_KINDS,
  SKILL_LABEL_MAX,
  SKILLS_PER_KIND_MAX,
  skillKey,
  type ErrorBody,
  type Skill,
  type SkillKind,
} from '@relais/domain/rules';

/** One skill as the editor holds it: `key` names its row (labels can change and repeat while typed). */
export type SkillRow = Skill & { key: string };

export type SkillsFormValues = { skills: SkillRow[]; expertiseIds: string[] };

/** An error the editor shows: a domain code, at a row's label, at a kind's add field, or at the expertises. */
export type SkillsFormError = { code: string };
export type SkillsFormErrors = Record<string, SkillsFormError>;

/** Where an error shows: a row's label, a kind (its add field, or its list when full), the expertises. */
export const labelField = (rowKey: string): string => `${rowKey}.label`;
export const kindField = (kind: SkillKind): string => `kind.${kind}`;
export const EXPERTISES_FIELD = 'expertiseIds';

let rows = 0;
/** A new row key (unique in this page; never sent). */
export const newRowKey = (): string => `s${(rows += 1)}`;

/** The editor's values from the stored skills and expertises (the server's order is kept). */
export const formFromStored = (
  skills: readonly Skill[],
  expertiseIds: readonly string[],
): SkillsFormValues => ({
  skills: skills.map((s) => ({ kind: s.kind, label: s.label, grade: s.grade, key: newRowKey() })),
  expertiseIds: [...expertiseIds],
});

/** The skills of one kind, in the order they were given (added ones last). */
export const skillsOfKind = (values: SkillsFormValues, kind: SkillKind): SkillRow[] =>
  values.skills.filter((s) => s.kind === kind);

/**
 * Adds a skill typed in a kind's add field (not graded yet): refused when blank, too long, already
 * there (same label ignoring case, accents and spacing) or when the kind is full.
 */
export const addSkill = (
  values: SkillsFormValues,
  kind: SkillKind,
  typed: string,
): { values: SkillsFormValues } | { error: SkillsFormError } => {
  const label = typed.trim();
  if (label === '') return { error: { code: 'required-field' } };
  if (label.length > SKILL_LABEL_MAX) return { error: { code: 'value-out-of-range' } };
  if (skillsOfKind(values, kind).length >= SKILLS_PER_KIND_MAX)
    return { error: { code: 'value-out-of-range' } };
  const key = skillKey(kind, label);
  if (values.skills.some((s) => skillKey(s.kind, s.label) === key))
    return { error: { code: 'duplicate_skill' } };
  return {
    values: { ...values, skills: [...values.skills, { kind, label, grade: null, key: newRowKey() }] },
  };
};

export const removeSkill = (values: SkillsFormValues, rowKey: string): SkillsFormValues => ({
  ...values,
  skills: values.skills.filter((s) => s.key !== rowKey),
});

const updateRow = (values: SkillsFormValues, rowKey: string, change: Partial<Skill>): SkillsFormValues => ({
  ...values,
  skills: values.skills.map((s) => (s.key === rowKey ? { ...s, ...change } : s)),
});

export const setLabel = (values: SkillsFormValues, rowKey: string, label: string): SkillsFormValues =>
  updateRow(values, rowKey, { label });

/** A grade 1 to 5, or null (not graded: kept, but it does not count in the completion). */
export const setGrade = (values: SkillsFormValues, rowKey: string, grade: number | null): SkillsFormValues =>
  updateRow(values, rowKey, { grade });

export const toggleExpertise = (values: SkillsFormValues, id: string, on: boolean): SkillsFormValues => ({
  ...values,
  expertiseIds: on
    ? values.expertiseIds.includes(id)
      ? values.expertiseIds
      : [...values.expertiseIds, id]
    : values.expertiseIds.filter((e) => e !== id),
});

/** The rules of the domain's skills body, by field of the editor (the server checks the same). */
export const validateSkillsForm = (values: SkillsFormValues): SkillsFormErrors => {
  const errors: SkillsFormErrors = {};
  values.skills.forEach((s) => {
    const label = s.label.trim();
    if (label === '') errors[labelField(s.key)] = { code: 'required-field' };
    else if (label.length > SKILL_LABEL_MAX) errors[labelField(s.key)] = { code: 'value-out-of-range' };
  });
  for (const i of duplicateSkillIndexes(values.skills)) {
    const row = values.skills[i];
    if (row && !errors[labelField(row.key)]) errors[labelField(row.key)] = { code: 'duplicate_skill' };
  }
  for (const kind of SKILL_KINDS) {
    if (skillsOfKind(values, kind).length > SKILLS_PER_KIND_MAX)
      errors[kindField(kind)] = { code: 'value-out-of-range' };
  }
  if (values.expertiseIds.length > EXPERTISES_MAX) errors[EXPERTISES_FIELD] = { code: 'value-out-of-range' };
  return errors;
};

/** The skills as sent (labels trimmed), in the editor's order. */
export const skillsBody = (values: SkillsFormValues): Skill[] =>
  values.skills.map((s) => ({ kind: s.kind, label: s.label.trim(), grade: s.grade }));

const sameSkills = (a: readonly Skill[], b: readonly Skill[]): boolean => {
  const canon = (list: readonly Skill[]) =>
    list
      .map((s) => `${s.kind}\u0000${s.label.trim()}\u0000${s.grade ?? ''}`)
      .sort()
      .join('\u0001');
  return canon(a) === canon(b);
};

const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join('\u0001') === [...b].sort().join('\u0001');

/** What one save sends: each part only when it changed (the expertises also to confirm them when asked). */
export type SkillsSave = { skills?: Skill[]; expertiseIds?: string[] };

/**
 * The parts of a save: the skills when they differ from the stored ones; the expertises when they
 * differ, or when the provider asks to update them (saving confirms them and clears the warning).
 */
export const savePlan = (
  stored: { skills: readonly Skill[]; expertiseIds: readonly string[] },
  values: SkillsFormValues,
  expertiseWarning: boolean,
): SkillsSave => {
  const skills = skillsBody(values);
  return {
    ...(sameSkills(stored.skills, skills) ? {} : { skills }),
    ...(expertiseWarning || !sameIds(stored.expertiseIds, values.expertiseIds)
      ? { expertiseIds: [...values.expertiseIds] }
      : {}),
  };
};

export const isEmptySave = (save: SkillsSave): boolean =>
  save.skills === undefined && save.expertiseIds === undefined;

/**
 * A refusal's field errors (`skills.2.label`, `expertiseIds.0`) on the editor's fields: the body
 * was sent in the editor's order, so index i is the i-th row.
 */
export const errorsFromServer = (
  values: SkillsFormValues,
  body: Pick<ErrorBody, 'errorCode' | 'errors'> | null,
): SkillsFormErrors => {
  const errors: SkillsFormErrors = {};
  for (const e of body?.errors ?? []) {
    const field = e.field ?? '';
    const row = /^skills\.(\d+)\./.exec(field);
    const key = row ? values.skills[Number(row[1])]?.key : undefined;
    if (key) errors[labelField(key)] = { code: e.errorCode };
    else if (field.startsWith('expertiseIds')) errors[EXPERTISES_FIELD] = { code: e.errorCode };
  }
  return errors;
};

/** What is typed in each kind's add field and not added yet. */
export type SkillDrafts = Record<SkillKind, string>;
export const emptyDrafts = (): SkillDrafts => ({ lang: '', computer: '', job: '', other: '' });

/**
 * The values with what was left typed in the add fields added (a save does not drop an entry typed
 * and not added), or why an add field cannot be added (blank ones are ignored).
 */
export const withDrafts = (
  values: SkillsFormValues,
  drafts: SkillDrafts,
): { values: SkillsFormValues; errors: Partial<Record<SkillKind, SkillsFormError>> } => {
  let next = values;
  const errors: Partial<Record<SkillKind, SkillsFormError>> = {};
  for (const kind of SKILL_KINDS) {
    if (drafts[kind].trim() === '') continue;
    const added = addSkill(next, kind, drafts[kind]);
    if ('values' in added) next = added.values;
    else errors[kind] = added.error;
  }
  return { values: next, errors };
};
