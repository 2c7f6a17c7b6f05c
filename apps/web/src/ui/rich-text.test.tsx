import { RICH_TEXT_DROPPED_TAGS } from '@relais/domain/rules';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { richText } from './rich-text';

const shown = (html: string) => render(<div data-testid="body">{richText(html)}</div>).container;

describe('richText', () => {
  afterEach(cleanup);

  it('keeps the allowed tags, unwraps the others and drops every attribute', () => {
    const el = shown('<p class="x" onclick="alert(1)">Un <b>gras</b> <font color="red">rouge</font></p>');
    expect(el.innerHTML).toBe('<div data-testid="body"><p>Un <b>gras</b> rouge</p></div>');
  });

  // `head` is not an element inside a body (the parser ignores the tag): it has nothing to drop there
  it.each(RICH_TEXT_DROPPED_TAGS.filter((tag) => tag !== 'head'))(
    'drops <%s> with its content, as the server does',
    (tag) => {
      expect(shown(`<p>avant<${tag}>caché</${tag}>après</p>`).textContent).toBe('avantaprès');
    },
  );

  it('opens a link with a spec scheme apart, and shows any other link as its text', () => {
    const el = shown(
      '<a href=" https://relais.example ">site</a><a href="tel:+33100000000">tel</a><a href="javascript:alert(1)">js</a><a href="java&#9;script:alert(1)">tab</a>',
    );
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://relais.example', 'tel:+33100000000']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(el.textContent).toBe('sitetel' + 'jstab');
  });
});
