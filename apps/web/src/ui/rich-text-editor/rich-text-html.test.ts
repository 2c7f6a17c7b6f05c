import { RICH_TEXT_DROPPED_TAGS, RICH_TEXT_TAGS } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import { htmlFromPlainText, linkFromInput, normaliseHtml, safeHref } from './rich-text-html';

/** Every tag and attribute of an HTML string (to check the output against the allow-list). */
const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)].map((m) => ({
    tag: (m[1] ?? '').toLowerCase(),
    attrs: [...(m[2] ?? '').matchAll(/([a-z-]+)=/gi)].map((x) => (x[1] ?? '').toLowerCase()),
  }));

const EDITOR_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'b', 'i', 'u', 's', 'a']);

describe('normaliseHtml', () => {
  // `head` is not an element inside a body (the parser ignores the tag): it has nothing to drop there
  it.each(RICH_TEXT_DROPPED_TAGS.filter((tag) => tag !== 'head'))(
    'drops <%s> with its content, as the server does',
    (tag) => {
      expect(normaliseHtml(`<p>avant<${tag}>caché</${tag}>après</p>`)).toBe('<p>avantaprès</p>');
    },
  );

  it('keeps the allowed formatting as it is', () => {
    const html =
      '<p>Bonjour <b>Agence</b>, <i>voici</i> <u>mon</u> <s>ancien</s> planning<br>à bientôt</p><ul><li>lundi</li><li>mardi</li></ul><ol><li>un</li></ol><p><a href="https://relais.example/p?a=1&amp;b=2">lien</a></p>';
    expect(normaliseHtml(html)).toBe(html);
  });

  it('writes what the browsers write (div, strike, strong, em, spans) with the allowed tags', () => {
    expect(
      normaliseHtml(
        '<div>Ligne <strong>forte</strong> <em>penchée</em> <strike>barrée</strike> <del>supprimée</del> <span style="color:red">rouge</span></div><div><br></div><div>Deux</div>',
      ),
    ).toBe('<p>Ligne <b>forte</b> <i>penchée</i> <s>barrée</s> <s>supprimée</s> rouge</p><p>Deux</p>');
  });

  it('cleans pasted word-processor and web-page HTML to the same tags', () => {
    const word =
      '<html><head><style>p{color:red}</style><meta charset="utf-8"></head><body><!--StartFragment--><h1 class="title" style="font-size:30px">Titre</h1><p class="MsoNormal"><span style="font-weight:bold" lang="FR">Texte</span> <o:p></o:p></p><table><tr><td>cellule</td></tr></table><b style="font-weight:normal" id="docs-internal-guid-1"><p dir="ltr">Docs un</p><p dir="ltr"><span>Docs deux</span></p></b><img src="x" onerror="alert(1)"><!--EndFragment--></body></html>';
    expect(normaliseHtml(word)).toBe('<p>Titre</p><p>Texte</p><p>cellule</p><p>Docs un</p><p>Docs deux</p>');
  });

  it('never lets a script, an event attribute, a style or an unsafe link through', () => {
    const payloads = [
      '<script>alert(1)</script>ok',
      '<img src=x onerror=alert(1)>ok',
      '<p onclick="alert(1)" style="x">ok</p>',
      '<a href="javascript:alert(1)">ok</a>',
      '<a href="  JaVaScRiPt:alert(1)">ok</a>',
      '<a href="java\tscript:alert(1)">ok</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">ok</a>',
      '<a href="vbscript:msgbox(1)">ok</a>',
      '<a href="tel:+33102030405">ok</a>',
      '<svg><script>alert(1)</script></svg>ok',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>ok',
      '<b><i><u>ok</b></i></u><p><p>',
      '<<script>script>alert(1)<</script>/script>ok',
      '<a href="https://ok.example" onmouseover="alert(1)" target="_blank">ok</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>ok',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">ok',
    ];
    for (const payload of payloads) {
      const out = normaliseHtml(payload);
      expect(out, payload).not.toMatch(
        /<script|<img|<svg|<iframe|onerror=|onclick=|onmouseover=|style=|href="\s*(data|javascript|vbscript|tel):/i,
      );
      expect(out, payload).not.toMatch(/<a[^>]*href="(?!https?:)/i);
      for (const { tag, attrs } of tagsOf(out)) {
        expect(EDITOR_TAGS.has(tag), `${payload} -> ${out}`).toBe(true);
        expect(attrs.every((a) => a === 'href') && (attrs.length === 0 || tag === 'a'), out).toBe(true);
      }
    }
  });

  it('only ever writes tags of the spec list', () => {
    for (const tag of EDITOR_TAGS) expect((RICH_TEXT_TAGS as readonly string[]).includes(tag)).toBe(true);
  });

  it('escapes text (no markup comes out of text)', () => {
    expect(normaliseHtml('<p>1 &lt; 2 &amp; &lt;b&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;b&gt;</p>');
    expect(normaliseHtml('<a href="https://x.example/?q=&quot;a&quot;">x</a>')).toBe(
      '<p><a href="https://x.example/?q=&quot;a&quot;">x</a></p>',
    );
  });

  it('drops empty paragraphs, empty formatting and the trailing break a browser adds', () => {
    expect(normaliseHtml('<p><br></p><p><b></b></p><p>texte<br></p><div>   </div>')).toBe('<p>texte</p>');
    expect(normaliseHtml('')).toBe('');
  });

  it('keeps nested lists inside their item and wraps a stray item in a list', () => {
    expect(normaliseHtml('<ul><li>un<ul><li>sous</li></ul></li></ul>')).toBe(
      '<ul><li>un<ul><li>sous</li></ul></li></ul>',
    );
    expect(normaliseHtml('<li>seul</li>')).toBe('<ul><li>seul</li></ul>');
    expect(normaliseHtml('<ol><li><p>para</p></li></ol>')).toBe('<ol><li>para</li></ol>');
  });

  it('turns loose text and inline tags into a paragraph', () => {
    expect(normaliseHtml('Bonjour <b>toi</b><p>suite</p>fin')).toBe(
      '<p>Bonjour <b>toi</b></p><p>suite</p><p>fin</p>',
    );
  });
});

describe('links', () => {
  it('keeps http, https and mailto only', () => {
    expect(safeHref('https://relais.example')).toBe('https://relais.example');
    expect(safeHref('http://relais.example')).toBe('http://relais.example');
    expect(safeHref('mailto:agence@relais.example')).toBe('mailto:agence@relais.example');
    expect(safeHref('ftp://x.example')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref('')).toBeNull();
  });

  it('reads what is typed in the link field', () => {
    expect(linkFromInput('relais.example/aide')).toBe('https://relais.example/aide');
    expect(linkFromInput('agence@relais.example')).toBe('mailto:agence@relais.example');
    expect(linkFromInput('https://relais.example')).toBe('https://relais.example');
    expect(linkFromInput('javascript:alert(1)')).toBeNull();
    expect(linkFromInput('  ')).toBeNull();
  });
});

describe('pasted plain text', () => {
  it('becomes paragraphs (blank lines) and line breaks, escaped', () => {
    expect(htmlFromPlainText('Bonjour,\r\n\r\nligne 1\nligne <2>\n\n\n')).toBe(
      '<p>Bonjour,</p><p>ligne 1<br>ligne &lt;2&gt;</p>',
    );
  });
});

describe('any markup', () => {
  it('comes out with allowed tags only, an href the only attribute, and is stable (property)', async () => {
    const fc = (await import('fast-check')).default;
    const tag = fc.constantFrom(
      'p',
      'div',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'strike',
      'span',
      'a',
      'ul',
      'ol',
      'li',
      'br',
      'h2',
      'script',
      'img',
      'svg',
      'style',
      'table',
      'td',
      'iframe',
      'font',
    );
    const attr = fc.constantFrom(
      '',
      ' href="https://ok.example"',
      ' href="javascript:alert(1)"',
      ' href="data:text/html,x"',
      ' onerror="alert(1)"',
      ' style="color:red"',
      ' class="x"',
      ' title="x"',
    );
    const text = fc.constantFrom('a', 'é', '<', '&amp;', ' ', '"', "'", '>');
    const node: ReturnType<typeof fc.letrec<{ node: string }>>['node'] = fc.letrec<{ node: string }>(
      (tie) => ({
        node: fc.oneof(
          { depthSize: 'small' },
          text,
          fc
            .tuple(tag, attr, fc.array(tie('node'), { maxLength: 3 }))
            .map(([t, a, kids]) => `<${t}${a}>${kids.join('')}</${t}>`),
        ),
      }),
    ).node;
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), (parts) => {
        const out = normaliseHtml(parts.join(''));
        for (const { tag: t, attrs } of tagsOf(out)) {
          if (!EDITOR_TAGS.has(t)) return false;
          if (attrs.some((a) => a !== 'href') || (attrs.length > 0 && t !== 'a')) return false;
        }
        if (/href="(?!https?:|mailto:)/i.test(out)) return false;
        // normalised output is a fixed point: the editor can read it back unchanged
        return normaliseHtml(out) === out;
      }),
      { numRuns: 1000 },
    );
  });
});
