/** A UTF-16 surrogate that is not half of a pair: not a character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NUL = String.fromCharCode(0);

/**
 * Text PostgreSQL can store: no NUL character (U+0000), which a text or jsonb value refuses, and
 * no lone UTF-16 surrogate (jsonb refuses its `\ud800` escape and UTF-8 cannot encode it). Every
 * text of a request is checked against this at the API's boundary.
 */
export const isStorableText = (text: string): boolean => !text.includes(NUL) && !text.match(LONE_SURROGATE);

/** The text with each character PostgreSQL cannot store replaced by '?' (to name a bad key). */
export const storableTextOf = (text: string): string =>
  text.replaceAll(NUL, '?').replace(LONE_SURROGATE, '?');
