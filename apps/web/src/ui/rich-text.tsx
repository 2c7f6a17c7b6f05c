import { createElement, type ReactNode } from 'react';
import { RICH_TEXT_DROPPED_TAGS, RICH_TEXT_TAGS, richTextHrefAllowed } from '@relais/domain/rules';

/** Spec 5: rich text keeps only RICH_TEXT_TAGS (every attribute dropped, but a safe link's href). */
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** Elements dropped with everything inside them (the others are unwrapped, their text kept). */
const DROPPED = new Set<string>(RICH_TEXT_DROPPED_TAGS);

const convert = (node: Node, key: string): ReactNode => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, (child, i) => convert(child, `${key}.${i}`));
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = el.getAttribute('href')?.trim() ?? '';
    return richTextHrefAllowed(href)
      ? createElement(
          'a',
          { key, href, target: '_blank', rel: 'noopener noreferrer', className: 'text-primary underline' },
          ...children,
        )
      : createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
};

/**
 * Rich text (notes, brief) as React elements: parsed by an inert DOMParser document (no script
 * runs, nothing loads), then rebuilt from the allowed tags only, so no HTML string ever reaches the
 * page (no innerHTML, no DOMPurify needed for this read-only display).
 */
export const richText = (html: string): ReactNode => {
  if (typeof DOMParser === 'undefined') return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (child, i) => convert(child, String(i)));
};
