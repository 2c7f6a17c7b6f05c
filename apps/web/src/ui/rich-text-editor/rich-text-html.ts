/**
 * The editor's HTML normalised to the spec's allow-list (spec 5) before it is kept or sent: what
 * the browser's editing commands write (`<div>`, `<strike>`, `<span style>`...) and what is pasted
 * (a web page, a word processor) become the same few tags. The server sanitises again; this keeps
 * the draft, the preview and the sent body identical to what the server stores.
 *
 * Output tags: p, br, ul, ol, li, b, i, u, s, a (href only, http/https/mailto). Block elements
 * (div, headings, blockquote, pre, tables' cells) become paragraphs; other elements are unwrapped
 * (their text kept); script-like elements are dropped with their content. The allow-list, the
 * link schemes and the elements dropped with their content are the domain's (RICH_TEXT_TAGS,
 * RICH_TEXT_LINK_SCHEMES, RICH_TEXT_DROPPED_TAGS), as for the server and `ui/rich-text.tsx`.
 */

import { RICH_TEXT_DROPPED_TAGS, RICH_TEXT_LINK_SCHEMES, richTextHrefAllowed } from '@relais/domain/rules';

/** Schemes a link of the editor may have (the spec's, but `tel:`: kept by the server, not offered). */
export const EDITOR_LINK_SCHEMES = RICH_TEXT_LINK_SCHEMES.filter((s) => s !== 'tel').map((s) => `${s}:`);

const INLINE: Readonly<Record<string, string>> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  ins: 'u',
  s: 's',
  strike: 's',
  del: 's',
};
const BLOCK = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'address',
  'figure',
  'figcaption',
  'dd',
  'dt',
  'dl',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'main',
  'form',
  'fieldset',
]);
/**
 * Dropped with their content: what the server drops (RICH_TEXT_DROPPED_TAGS), and what a pasted page
 * brings that has no text of its own to keep (media, form controls, document head).
 */
const DROPPED = new Set<string>([
  ...RICH_TEXT_DROPPED_TAGS,
  'embed',
  'meta',
  'link',
  'img',
  'video',
  'audio',
  'canvas',
  'input',
  'button',
  'select',
]);

/** A link target kept as it is when its scheme is allowed (trimmed), else null. */
export const safeHref = (raw: string | null): string | null => {
  const href = (raw ?? '').trim();
  if (href === '') return null;
  // the spec's rule first (a plain scheme, no control character: "java\tscript:" is how filters are fooled)
  if (!richTextHrefAllowed(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return EDITOR_LINK_SCHEMES.includes(url.protocol.toLowerCase()) ? href : null;
};

/** A link typed in the link prompt: a bare address gets https://, an e-mail address mailto:. */
export const linkFromInput = (typed: string): string | null => {
  const text = typed.trim();
  if (text === '') return null;
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return safeHref(`mailto:${text}`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return safeHref(text);
  return safeHref(`https://${text}`);
};

const escapeText = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\u00a0', ' ');
const escapeAttr = (text: string): string => escapeText(text).replaceAll('"', '&quot;');

/** Inline content: text and the inline tags, in order, as HTML. */
const inline = (node: Node): string => {
  if (node.nodeType === 3) return escapeText(node.textContent ?? '');
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return '';
  const inner = Array.from(el.childNodes, inline).join('');
  if (tag === 'br') return '<br>';
  const mapped = INLINE[tag];
  if (mapped) return inner === '' ? '' : `<${mapped}>${inner}</${mapped}>`;
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    return href && inner !== '' ? `<a href="${escapeAttr(href)}">${inner}</a>` : inner;
  }
  return inner;
};

/** True when a paragraph's HTML shows nothing (only spaces and line breaks). */
const blank = (html: string): boolean =>
  html
    .replace(/<br>/g, '')
    .replace(/<[^>]*>/g, '')
    .trim() === '';

/** Drops a trailing `<br>` (the one browsers add so an empty line can hold the caret). */
const trimBreak = (html: string): string => html.replace(/(\s*<br>)+\s*$/, '').trim();

type Out = { blocks: string[]; line: string };

const flushLine = (out: Out): void => {
  const line = trimBreak(out.line);
  if (!blank(line)) out.blocks.push(`<p>${line.trim()}</p>`);
  out.line = '';
};

const listItems = (list: Element): string => {
  const items: string[] = [];
  for (const child of Array.from(list.childNodes)) {
    if (child.nodeType === 1 && (child as Element).tagName.toLowerCase() === 'li') {
      const li = child as Element;
      let text = '';
      let nested = '';
      for (const part of Array.from(li.childNodes)) {
        const tag = part.nodeType === 1 ? (part as Element).tagName.toLowerCase() : '';
        if (tag === 'ul' || tag === 'ol') nested += list_(part as Element);
        else if (BLOCK.has(tag)) text += (text === '' ? '' : '<br>') + trimBreak(inlineOf(part as Element));
        else text += inline(part);
      }
      text = trimBreak(text);
      if (!blank(text) || nested !== '') items.push(`<li>${blank(text) ? '' : text}${nested}</li>`);
    } else {
      const tag = child.nodeType === 1 ? (child as Element).tagName.toLowerCase() : '';
      if (tag === 'ul' || tag === 'ol') {
        const nested = list_(child as Element);
        if (nested !== '') items.push(`<li>${nested}</li>`);
      } else {
        const text = trimBreak(inline(child));
        if (!blank(text)) items.push(`<li>${text}</li>`);
      }
    }
  }
  return items.join('');
};

function list_(el: Element): string {
  const tag = el.tagName.toLowerCase() === 'ol' ? 'ol' : 'ul';
  const items = listItems(el);
  return items === '' ? '' : `<${tag}>${items}</${tag}>`;
}

const inlineOf = (el: Element): string => Array.from(el.childNodes, inline).join('');

const walk = (node: Node, out: Out): void => {
  if (node.nodeType === 3) {
    out.line += escapeText(node.textContent ?? '');
    return;
  }
  if (node.nodeType !== 1) return;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return;
  if (tag === 'ul' || tag === 'ol') {
    flushLine(out);
    const list = list_(el);
    if (list !== '') out.blocks.push(list);
    return;
  }
  if (tag === 'li') {
    flushLine(out);
    const wrapper = el.ownerDocument.createElement('ul');
    wrapper.appendChild(el.cloneNode(true));
    const list = list_(wrapper);
    if (list !== '') out.blocks.push(list);
    return;
  }
  if (BLOCK.has(tag) || tag === 'hr') {
    flushLine(out);
    for (const child of Array.from(el.childNodes)) walk(child, out);
    flushLine(out);
    return;
  }
  if (tag === 'br') {
    out.line += '<br>';
    return;
  }
  // an inline element holding blocks (a <b> around paragraphs, as some word processors paste) is
  // read as its blocks: inline formatting does not cross paragraphs
  const holdsBlocks = el.querySelector(
    'p,div,ul,ol,li,h1,h2,h3,h4,h5,h6,blockquote,pre,table,section,article',
  );
  if (holdsBlocks) {
    for (const child of Array.from(el.childNodes)) walk(child, out);
    return;
  }
  out.line += inline(el);
};

/** The HTML of an element's content, normalised to the allow-list (see the module's comment). */
export const normaliseElement = (root: Element): string => {
  const out: Out = { blocks: [], line: '' };
  for (const child of Array.from(root.childNodes)) walk(child, out);
  flushLine(out);
  return out.blocks.join('');
};

/** Any HTML (the editor's, pasted, a stored body) normalised to the allow-list; parsed inert. */
export const normaliseHtml = (html: string): string => {
  if (html.trim() === '') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return normaliseElement(doc.body);
};

/** Plain text pasted as paragraphs (blank lines) and line breaks. */
export const htmlFromPlainText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((para) => escapeText(para).split('\n').join('<br>'))
    .filter((para) => para.trim() !== '')
    .map((para) => `<p>${para}</p>`)
    .join('');
