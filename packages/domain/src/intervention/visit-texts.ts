import { NOTES_MAX } from './intervention.rules';

/**
 * A visit's optional free texts, each with its longest length: the one list the body and the answer
 * (`intervention.schema.ts`), the API's row mapping and the app's form, outbox and pending copies
 * take them from. A new optional text of a visit is a line here, its column (`db/schema/activity.ts`)
 * and its migration, its field on the form and its line on the view.
 */
export const VISIT_TEXTS = {
  /** The notes (spec 3 `comment`). */
  comment: NOTES_MAX,
} as const;
export type VisitText = keyof typeof VISIT_TEXTS;
export const VISIT_TEXT_NAMES = Object.keys(VISIT_TEXTS) as readonly VisitText[];

/** Each visit text mapped by `each` (the schema's fields, the form's empty values). */
export const mapVisitTexts = <T>(each: (name: VisitText, max: number) => T): Record<VisitText, T> => {
  const out: Partial<Record<VisitText, T>> = {};
  for (const name of VISIT_TEXT_NAMES) out[name] = each(name, VISIT_TEXTS[name]);
  return out as Record<VisitText, T>;
};

/**
 * The visit texts as stored and answered: trimmed, an empty or absent one null (a remote work has only
 * its comment; a form field left blank is null).
 */
export const visitTexts = (
  from: Partial<Record<VisitText, string | null | undefined>>,
): Record<VisitText, string | null> =>
  mapVisitTexts((name) => {
    const value = from[name]?.trim();
    return value ? value : null;
  });

/** The visit texts of a row or an answer as they are, an absent one null. */
export const pickVisitTexts = (
  from: Partial<Record<VisitText, string | null | undefined>>,
): Record<VisitText, string | null> => mapVisitTexts((name) => from[name] ?? null);

/** No visit text (a fixture, a new remote work's answer). */
export const NO_VISIT_TEXTS: Readonly<Record<VisitText, null>> = mapVisitTexts(() => null);
