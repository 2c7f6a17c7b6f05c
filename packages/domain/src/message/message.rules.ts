import type { FieldError } from '../errors/error.schema';

/** The four lists of GET /users/{id}/messages/type/{type} (spec 4). */
export const MESSAGE_TYPES = ['received', 'sent', 'draft', 'archived'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The action param of PUT /users/{id}/messages/archive. */
export const MESSAGE_ARCHIVE_ACTIONS = ['archive', 'unarchive'] as const;
export type MessageArchiveAction = (typeof MESSAGE_ARCHIVE_ACTIONS)[number];

export const MESSAGE_SUBJECT_MAX = 200;
/** The stored (sanitised) HTML of a body. */
export const MESSAGE_CONTENT_MAX = 20_000;
/** Attachments one message may hold; their `messageFileIndex` is 0 .. MESSAGE_FILES_MAX - 1. */
export const MESSAGE_FILES_MAX = 5;
export const MESSAGE_PAGE_SIZE_DEFAULT = 20;
export const MESSAGE_PAGE_SIZE_MAX = 100;
export const MESSAGE_PAGE_MAX = 10_000;
export const MESSAGE_SEARCH_MAX = 100;
/** Ids one archive call may name. */
export const MESSAGE_ARCHIVE_IDS_MAX = 100;
/** Characters of plain text a list item shows of its body. */
export const MESSAGE_PREVIEW_LENGTH = 140;

/**
 * Spec 5: rich text keeps only these tags; every attribute is dropped but a link's href, and a link
 * only with one of MESSAGE_LINK_SCHEMES. The server sanitises to this list before storing; the app
 * renders with the same list.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'li',
  'ul',
  'ol',
  'i',
  'span',
  'b',
  'a',
  'strong',
  'em',
  's',
  'u',
] as const;
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Elements dropped with everything inside them (a script's code never shows up as text); every
 * other element outside RICH_TEXT_TAGS is unwrapped, its text kept. The server's sanitiser, the
 * app's display and the editor's normaliser drop the same ones.
 */
export const RICH_TEXT_DROPPED_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'xmp',
  'noembed',
  'noframes',
  'title',
  'template',
  'object',
  'svg',
  'math',
  'head',
] as const;

const RICH_TEXT_HREF = new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');
// eslint-disable-next-line no-control-regex -- a control character in a link is refused on purpose
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A link a body may keep: one of RICH_TEXT_LINK_SCHEMES written plainly at its start (as the
 * attribute's value, entities decoded, trimmed), and no control character anywhere ("java\tscript:"
 * is how filters are fooled).
 */
export const richTextHrefAllowed = (href: string): boolean =>
  RICH_TEXT_HREF.test(href) && !CONTROL_CHARACTER.test(href);

/** The words of a body, without its markup (entities of the sanitised HTML decoded). */
export const richTextPlain = (html: string): string =>
  html
    .replace(/<(br|\/p|\/li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Search key of a message (subject and body words) and of a search: accents folded, lower case, œ/æ
 * spelled out, so "conges", "CONGÉS" and "Congés" find the same messages on every database locale.
 */
export const messageSearchKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');

export type MessageFields = { receiverId: string; subject: string; content: string; draft: boolean };

/**
 * Rules of a message write (POST, PUT): a draft may be incomplete (saved as it is typed); a message
 * sent (draft false) needs a recipient, a subject and a body with words. Lengths hold for both.
 */
export const messageRuleErrors = (m: MessageFields): FieldError[] => {
  const errors: FieldError[] = [];
  if (m.subject.length > MESSAGE_SUBJECT_MAX)
    errors.push({ errorCode: 'value-out-of-range', field: 'subject' });
  if (m.content.length > MESSAGE_CONTENT_MAX)
    errors.push({ errorCode: 'value-out-of-range', field: 'content' });
  if (!m.draft) {
    if (m.receiverId.trim() === '') errors.push({ errorCode: 'required-field', field: 'receiverId' });
    if (m.subject.trim() === '') errors.push({ errorCode: 'required-field', field: 'subject' });
    if (richTextPlain(m.content) === '') errors.push({ errorCode: 'required-field', field: 'content' });
  }
  return errors;
};
