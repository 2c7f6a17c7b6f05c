import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  richTextHrefAllowed,
} from '@relais/domain';

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
  nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
  transformTags: {
    // only an absolute link with a spec scheme, written plainly, keeps its href; anything else keeps its text only
    a: (tagName, attribs) => {
      const href = (attribs['href'] ?? '').trim();
      const kept: sanitizeHtml.Attributes = href !== '' && richTextHrefAllowed(href) ? { href } : {};
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
