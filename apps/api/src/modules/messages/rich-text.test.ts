import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { RICH_TEXT_TAGS, richTextHrefAllowed as safeHref } from '@relais/domain';
import { sanitizeRichText } from './rich-text';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/**
 * Every element and attribute of `html` as a browser-grade parser reads it (entities decoded,
 * comments and processing instructions reported apart).
 */
const parse = (html: string) => {
  const tags: string[] = [];
  const attributes: { tag: string; name: string; value: string }[] = [];
  const comments: string[] = [];
  const directives: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => {
        tags.push(name);
        for (const [key, value] of Object.entries(attribs)) attributes.push({ tag: name, name: key, value });
      },
      oncomment: (c) => comments.push(c),
      onprocessinginstruction: (name) => directives.push(name),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { tags, attributes, comments, directives };
};

/** The property: nothing outside the allow-list survives, and a kept href has a spec scheme. */
const expectClean = (input: string): string => {
  const out = sanitizeRichText(input);
  const { tags, attributes, comments, directives } = parse(out);
  for (const tag of tags) expect(ALLOWED.has(tag), `tag <${tag}> from ${JSON.stringify(input)}`).toBe(true);
  for (const a of attributes) {
    expect([a.tag, a.name], `attribute from ${JSON.stringify(input)}`).toEqual(['a', 'href']);
    expect(safeHref(a.value), `href ${a.value}`).toBe(true);
    expect(a.value).toMatch(/^(https?|mailto|tel):/i);
  }
  expect(comments).toEqual([]);
  expect(directives).toEqual([]);
  // no markup a browser would run, even a lenient one (a payload's words may stay, as escaped text)
  expect(out).not.toMatch(/<\s*\/?\s*(script|style|iframe|svg|img|object|embed|math|template)/i);
  return out;
};

const PAYLOADS: [string, string, string][] = [
  ['script', '<script>alert(1)</script>ok', 'ok'],
  ['script with markup inside', '<p>a<script>document.write("<b>x</b>")</script>b</p>', '<p>ab</p>'],
  ['uppercase script', '<SCRIPT SRC=//evil.js></SCRIPT>ok', 'ok'],
  ['img onerror', '<img src=x onerror=alert(1)>ok', 'ok'],
  ['svg onload', '<svg onload=alert(1)><circle/></svg>ok', 'ok'],
  ['event on an allowed tag', '<b onmouseover="alert(1)">x</b>', '<b>x</b>'],
  ['style attribute', '<span style="background:url(javascript:alert(1))">x</span>', '<span>x</span>'],
  ['class and id', '<p class="x" id="y">x</p>', '<p>x</p>'],
  ['javascript link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['mixed-case javascript link', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['entity-encoded javascript link', '<a href="&#106;avascript&#58;alert(1)">x</a>', '<a>x</a>'],
  ['hex-entity javascript link', '<a href="&#x6A;&#x61;vascript:alert(1)">x</a>', '<a>x</a>'],
  ['tab-split javascript link', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
  ['newline-split javascript link', '<a href="java&#10;script:alert(1)">x</a>', '<a>x</a>'],
  ['leading-space javascript link', '<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['data link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
  ['protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
  ['backslash protocol-relative link', '<a href="\\\\evil.example">x</a>', '<a>x</a>'],
  ['relative link', '<a href="/user/file">x</a>', '<a>x</a>'],
  [
    'link with target and rel',
    '<a href="https://ok.example" target="_blank" onclick="x()">x</a>',
    '<a href="https://ok.example">x</a>',
  ],
  [
    'mailto and tel kept',
    '<a href="mailto:a@b.c">m</a><a href="tel:+33100">t</a>',
    '<a href="mailto:a@b.c">m</a><a href="tel:+33100">t</a>',
  ],
  ['style element', '<style>p{color:red}</style>ok', 'ok'],
  ['iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
  ['comment', '<!-- <script>alert(1)</script> -->ok', 'ok'],
  ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->ok', 'ok'],
  ['nested unknown tags', '<div><section><p>x</p></section></div>', '<p>x</p>'],
  ['malformed nesting', '<b><i>x</b></i>', '<b><i>x</i></b>'],
  ['unclosed tag', '<p>x<b>y', '<p>x<b>y</b></p>'],
  ['broken attribute quoting', '<b title="x" onclick=alert(1)//">y</b>', '<b>y</b>'],
  [
    'attribute injection in an allowed tag',
    '<a href="https://ok.example" onmouseover=alert(1) x="">x</a>',
    '<a href="https://ok.example">x</a>',
  ],
  ['quote breaking out of href', '<a href="https://ok.example/&quot; onclick=&quot;alert(1)">x</a>', ''],
  ['form and input', '<form action="https://evil"><input name="p"><button>go</button></form>ok', 'gook'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
  ['base href', '<base href="https://evil.example/">ok', 'ok'],
  ['math with script', '<math><mtext><script>alert(1)</script></mtext></math>ok', 'ok'],
  ['template', '<template><img src=x onerror=alert(1)></template>ok', 'ok'],
  ['noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]>ok', 'ok'],
  ['textarea breakout', '<textarea></textarea><script>alert(1)</script>ok', 'ok'],
];

describe('sanitizeRichText: XSS payloads', () => {
  it.each(PAYLOADS)('%s', (_name, input, expected) => {
    const out = expectClean(input);
    if (expected !== '') expect(out).toBe(expected);
  });

  it('keeps the spec tags and safe links as they are', () => {
    const rich =
      '<p>Bonjour <b>gras</b> <strong>fort</strong> <i>it</i> <em>em</em> <u>sous</u> <s>barré</s> <span>s</span><br /></p><ul><li>un</li></ul><ol><li>deux</li></ol><p><a href="https://relais.example/x?a=1&amp;b=2">lien</a></p>';
    expect(sanitizeRichText(rich)).toBe(rich);
  });

  it('is idempotent', () => {
    for (const [, input] of PAYLOADS) {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});

/** HTML-ish trees: allowed and forbidden tags, event and URL attributes, hostile values, text. */
const TAGS = [
  ...RICH_TEXT_TAGS,
  'script',
  'style',
  'img',
  'svg',
  'iframe',
  'div',
  'form',
  'math',
  'object',
  'template',
  'textarea',
  'noscript',
  'title',
  'SCRIPT',
  'A',
  'IMG',
];
const ATTR_NAMES = [
  'href',
  'src',
  'onclick',
  'onerror',
  'style',
  'class',
  'HREF',
  'xlink:href',
  'formaction',
  'srcdoc',
  'id',
];
const ATTR_VALUES = [
  'https://ok.example',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '&#106;avascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  'mailto:a@b.c',
  '" onload="alert(1)',
  "' onload='alert(1)",
  '><script>alert(1)</script>',
  'tel:+33',
];

type Node = string | { tag: string; attrs: [string, string][]; children: Node[] };
const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.string(),
      fc.constantFrom('<', '>', '&', '"', '<!--', '-->', '</', '<![CDATA[', ']]>', '<?x ?>'),
    ),
    fc.record({
      tag: fc.constantFrom(...TAGS),
      attrs: fc.array(fc.tuple(fc.constantFrom(...ATTR_NAMES), fc.constantFrom(...ATTR_VALUES)), {
        maxLength: 3,
      }),
      children: fc.array(tie('node'), { maxLength: 4 }),
    }),
  ),
})).node;

const render = (n: Node, quote: '"' | "'" | ''): string =>
  typeof n === 'string'
    ? n
    : `<${n.tag}${n.attrs.map(([k, v]) => ` ${k}=${quote}${v}${quote}`).join('')}>${n.children
        .map((c) => render(c, quote))
        .join('')}</${n.tag}>`;

describe('sanitizeRichText: property', () => {
  it('never outputs a tag or attribute outside the allow-list, for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        expectClean(s);
      }),
      { numRuns: 300 },
    );
  });

  it('never outputs a tag or attribute outside the allow-list, for generated HTML-ish trees', () => {
    fc.assert(
      fc.property(
        fc.array(node, { maxLength: 5 }),
        fc.constantFrom('"' as const, "'" as const, '' as const),
        (nodes, quote) => {
          expectClean(nodes.map((n) => render(n, quote)).join(''));
        },
      ),
      { numRuns: 400 },
    );
  });
});
