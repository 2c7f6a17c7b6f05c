import type frMessages from '../i18n/fr.json';
import { interpolate } from './french';

/**
 * A very small translator (i18next + react-i18next weigh 21 KB gzip, a fifth of the /login
 * budget). The language is chosen once at start from the browser, its JSON loaded as its own chunk
 * before the first render, so `t` is a plain function usable in and out of React.
 * Keys are dotted paths of fr.json; `{{name}}` interpolates (French elision: `french.ts`); a numeric
 * `count` picks `key_one` / `key_other` when they exist (`pluralOf`: the CLDR rules of both languages,
 * written by hand).
 */
export type Language = 'fr' | 'en';
export type Messages = typeof frMessages;

type PluralBase<K extends string> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TranslationKey = Leaves<Messages>;
/** The dotted keys of a dictionary (plural forms under their base key). */
export type TextKeys<T> = Leaves<T>;
export type TranslationVars = Record<string, string | number>;

/** A dictionary of texts: nested objects whose leaves are strings. */
export type TextTree = { [key: string]: string | TextTree };

let language: Language = 'fr';
let messages: TextTree = {};
/**
 * The plural category of a count, as CLDR says for our two languages (French: 0 and 1 are 'one';
 * English: only 1): written by hand because an Intl.PluralRules costs a long task on a phone's
 * first paint. `i18n.test.ts` checks it against Intl.
 */
export const pluralOf = (lang: Language, count: number): 'one' | 'other' =>
  lang === 'fr' ? (count >= 0 && count < 2 ? 'one' : 'other') : count === 1 ? 'one' : 'other';

export const detectLanguage = (nav: Pick<Navigator, 'language' | 'languages'> = navigator): Language => {
  const first = nav.languages?.[0] ?? nav.language ?? '';
  return first.toLowerCase().startsWith('fr') ? 'fr' : 'en';
};

export const getLanguage = (): Language => language;

/** Installs a language's texts (tests call it with the imported JSON). */
export const installMessages = (lang: Language, dictionary: Messages | TextTree): void => {
  language = lang;
  messages = dictionary;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
};

/** The full texts of `language`, loading or installed (null before the first load, or after a failure). */
let complete: Promise<void> | null = null;
let completeInstalled = false;

/** Loads and installs a language's full texts. */
export const loadMessages = (lang: Language): Promise<void> => {
  const loading: Promise<void> = (lang === 'fr' ? import('../i18n/fr.json') : import('../i18n/en.json'))
    .then((mod) => {
      installMessages(lang, mod.default);
      completeInstalled = true;
    })
    .catch((error: unknown) => {
      if (complete === loading) complete = null;
      throw error;
    });
  complete = loading;
  return loading;
};

/** The current language's full texts: once they are there, or loading them (a failed load is tried again). */
export const allMessages = (): Promise<void> => complete ?? loadMessages(language);

/** `load`, once the full texts are there too (for what /login loads after its first render). */
export const withAllMessages = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, allMessages()]).then(([loaded]) => loaded);

/**
 * The texts /login's first render reads alone (lib/first-paint-texts.ts), for the entry; the full texts,
 * if they came first, are kept.
 */
export const loadFirstPaintMessages = async (lang: Language): Promise<void> => {
  const mod =
    lang === 'fr' ? await import('../i18n/fr.json?first-paint') : await import('../i18n/en.json?first-paint');
  if (!completeInstalled) installMessages(lang, mod.default);
};

const lookupIn = (tree: TextTree, path: string): string | undefined => {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};
const lookup = (path: string): string | undefined => lookupIn(messages, path);

/**
 * A key's text in `tree`, in the current language: plural by `count`, `{{name}}` interpolated; the key
 * itself when missing. The app's `t` and the console's own texts (`console/i18n.ts`) both use it.
 */
export const translateIn = (tree: TextTree, key: string, vars?: TranslationVars): string => {
  const count = vars?.['count'];
  const text =
    (typeof count === 'number'
      ? (lookupIn(tree, `${key}_${pluralOf(language, count)}`) ?? lookupIn(tree, `${key}_other`))
      : undefined) ?? lookupIn(tree, key);
  if (text === undefined) return key;
  return vars ? interpolate(text, vars, language === 'fr') : text;
};

export const hasTranslation = (key: string): key is TranslationKey => lookup(key) !== undefined;

export const t = (key: TranslationKey, vars?: TranslationVars): string => translateIn(messages, key, vars);
