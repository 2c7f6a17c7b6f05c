import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@relais/domain';

/** A link kept only with one of the spec's schemes, written plainly (no space, entity or case trick survives decoding). */
const SAFE_HREF = new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');
// eslint-disable-next-line no-control-regex -- a control character in a link is refused on purpose
const CONTROL = /[\u0000-\u001f\u007f]/;
export const safeHref = (href: string): boolean => SAFE_HREF.test(href) && !CONTROL.test(href);

/** Elements whose text is dropped with them (a script's code never shows up as text either). */
const DROPPED_WITH_CONTENT = [
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
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // only an absolute link with a spec scheme keeps its href; anything else keeps its text only
    a: (tagName, attribs) => {
      const href = (attribs['href'] ?? '').trim();
      const kept: sanitizeHtml.Attributes = href !== '' && safeHref(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
};

/**
 * Spec 5: a message body as stored and served: only RICH_TEXT_TAGS, no attribute but a link's href
 * with one of RICH_TEXT_LINK_SCHEMES, scripts and styles dropped with their content, comments gone
 * (sanitize-html, decisions "Messaging"). Applied to every write, the assistant's and the staff's.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
