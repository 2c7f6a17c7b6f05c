import { describe, expect, it } from 'vitest';
import { richTextHrefAllowed } from './message.rules';

describe('richTextHrefAllowed', () => {
  it('takes a link with one of the spec schemes, whatever its case', () => {
    for (const href of [
      'https://relais.example',
      'HTTP://relais.example',
      'mailto:a@relais.example',
      'tel:+33100',
    ])
      expect(richTextHrefAllowed(href), href).toBe(true);
  });

  it('refuses other schemes, relative links and a control character anywhere', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
      '/relative',
      '//relais.example',
      ' https://relais.example',
      'java\tscript:alert(1)',
      'https://relais.example/\u0000',
      'https://relais.example/\u007f',
    ])
      expect(richTextHrefAllowed(href), JSON.stringify(href)).toBe(false);
  });
});
