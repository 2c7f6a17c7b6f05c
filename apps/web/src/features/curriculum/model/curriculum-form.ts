import {
  cleanLanguages,
  curriculumErrors,
  CURRICULUM_EXPERIENCE_YEARS_MAX,
  type Curriculum,
  type CurriculumBody,
} from '@relais/domain/rules';
import type { TranslationKey } from '../../../lib/i18n';

/** What the form holds: the texts as typed (never cleared on an error), one text per language. */
export type CurriculumFormValues = {
  title: string;
  summary: string;
  experienceYears: string;
  languages: string[];
};

/** Errors by field (`languages.2` for one language), as the texts to show. */
export type CurriculumFormErrors = Record<string, TranslationKey>;

export const formFromCurriculum = (
  c: Pick<Curriculum, keyof CurriculumBody> | undefined,
): CurriculumFormValues => ({
  title: c?.title ?? '',
  summary: c?.summary ?? '',
  experienceYears:
    c?.experienceYears === null || c?.experienceYears === undefined ? '' : String(c.experienceYears),
  languages: c?.languages.length ? [...c.languages] : [],
});

const YEARS = /^\d{1,3}$/;

/** The years typed: null when blank, a number when whole digits, NaN otherwise (refused by the rules). */
const yearsOf = (text: string): number | null => {
  const v = text.trim();
  if (v === '') return null;
  return YEARS.test(v) ? Number(v) : Number.NaN;
};

const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** The body PUT sends: blanks as null, languages trimmed without blanks or repeats. */
export const bodyFromForm = (values: CurriculumFormValues): CurriculumBody => ({
  title: blankToNull(values.title),
  summary: blankToNull(values.summary),
  experienceYears: yearsOf(values.experienceYears),
  languages: cleanLanguages(values.languages),
});

const FIELD_TEXT: Record<string, TranslationKey> = {
  title: 'curriculum.errors.titleTooLong',
  summary: 'curriculum.errors.summaryTooLong',
  experienceYears: 'curriculum.errors.yearsRange',
  languages: 'curriculum.errors.tooManyLanguages',
};

/**
 * The domain's rules (`curriculumErrors`, the ones the server runs) on the values as typed: texts
 * within their bounds, whole years from 0 to 60, at most 20 languages of 50 characters.
 */
export const validateCurriculumForm = (values: CurriculumFormValues): CurriculumFormErrors => {
  const body = bodyFromForm(values);
  const errors: CurriculumFormErrors = {};
  const years = body.experienceYears;
  const forRules = {
    ...body,
    experienceYears: years !== null && Number.isNaN(years) ? CURRICULUM_EXPERIENCE_YEARS_MAX + 1 : years,
    languages: values.languages,
  };
  for (const e of curriculumErrors(forRules)) {
    const field = e.field ?? '';
    errors[field] = field.startsWith('languages.')
      ? 'curriculum.errors.languageTooLong'
      : (FIELD_TEXT[field] ?? 'curriculum.errors.yearsRange');
  }
  return errors;
};
