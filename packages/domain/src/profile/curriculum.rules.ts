import type { FieldError } from '../errors/error.schema';

/** Bounds of the curriculum (decisions "Curriculum and CV"): what one save may hold. */
export const CURRICULUM_TITLE_MAX = 150;
export const CURRICULUM_SUMMARY_MAX = 4000;
export const CURRICULUM_EXPERIENCE_YEARS_MAX = 60;
export const CURRICULUM_LANGUAGE_MAX = 50;
export const CURRICULUM_LANGUAGES_MAX = 20;

/** The curriculum as a save sends it (the zod schema's input, written here without zod for the app). */
export type CurriculumFieldsInput = {
  title: string | null;
  summary: string | null;
  experienceYears: number | null;
  languages: readonly string[];
};

const tooLong = (v: string | null, max: number): boolean => v !== null && v.trim().length > max;

/** The languages as stored: trimmed, blanks dropped, the same language (ignoring case) once. */
export const cleanLanguages = (languages: readonly string[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of languages) {
    const l = raw.trim();
    const key = l.toLocaleLowerCase('fr');
    if (l === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(l);
  }
  return out;
};

/**
 * The curriculum's rules, the same on both sides: texts within their bounds, a whole number of
 * years from 0 to 60, at most 20 languages of at most 50 characters each (`value-out-of-range`).
 */
export const curriculumErrors = (c: CurriculumFieldsInput): FieldError[] => {
  const errors: FieldError[] = [];
  if (tooLong(c.title, CURRICULUM_TITLE_MAX))
    errors.push({ errorCode: 'value-out-of-range', field: 'title' });
  if (tooLong(c.summary, CURRICULUM_SUMMARY_MAX)) {
    errors.push({ errorCode: 'value-out-of-range', field: 'summary' });
  }
  const y = c.experienceYears;
  if (y !== null && (!Number.isInteger(y) || y < 0 || y > CURRICULUM_EXPERIENCE_YEARS_MAX)) {
    errors.push({ errorCode: 'value-out-of-range', field: 'experienceYears' });
  }
  const languages = cleanLanguages(c.languages);
  const longIndex = c.languages.findIndex((l) => l.trim().length > CURRICULUM_LANGUAGE_MAX);
  if (longIndex >= 0) errors.push({ errorCode: 'value-out-of-range', field: `languages.${longIndex}` });
  else if (languages.length > CURRICULUM_LANGUAGES_MAX) {
    errors.push({ errorCode: 'value-out-of-range', field: 'languages' });
  }
  return errors;
};

/** A CV is a document: PDF only (decisions "Curriculum and CV"), uploaded with this usage. */
export const CV_FILE_TYPE = 'application/pdf';
export const CV_FILE_USAGE = 'CV';
