import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { LoginScreen } from '../features/auth';
import { FIRST_PAINT_TEXTS, pickTexts } from '../lib/first-paint-texts';
import { installMessages, type TextTree } from '../lib/i18n';

const keysOf = (tree: TextTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`.replace(/_(one|other)$/, '')] : keysOf(v, `${prefix}${k}.`),
  );

/** Every text and attribute on the page that is a key of the dictionary (a text `t` did not find). */
const untranslated = (keys: Set<string>): string[] => {
  const shown = [...document.body.querySelectorAll('*')].flatMap((el) => [
    ...[...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''),
    ...[...el.attributes].map((a) => a.value),
  ]);
  return shown.map((s) => s.trim()).filter((s) => keys.has(s));
};

describe("the login screen's first render", () => {
  const keys = new Set(keysOf(fr));
  beforeAll(() => {
    // no single sign-on nor Google: their buttons load the full texts first
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ sso: false, googleClientId: null, googleAuthUrl: null })),
    );
  });
  afterEach(cleanup);

  it.each([
    ['fr', fr],
    ['en', en],
  ] as const)('finds each of its texts among the first paint texts (%s)', async (lang, dictionary) => {
    installMessages(lang, pickTexts(dictionary, FIRST_PAINT_TEXTS));
    render(<LoginScreen search="" onSignedIn={() => {}} />);
    // the form's own checks, the password shown
    fireEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    expect(await screen.findAllByText(dictionary.errors['required-field'])).toHaveLength(2);
    expect(untranslated(keys)).toEqual([]);
  });
});
