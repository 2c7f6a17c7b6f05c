import type { Messages, TextTree, TranslationKey } from './i18n';

/**
 * The texts /login's first render reads (a whole section, or one text with its plural forms): the
 * entry loads these alone (`i18n/fr.json?first-paint`, made by the build), 1 KB instead of the app's
 * 21 KB gzip. Everything else waits for `allMessages()`: the app, the access forms, the other
 * sign-in steps, the single sign-on and Google buttons and a refused sign-in's message load the full
 * texts first.
 */
export const FIRST_PAINT_TEXTS = [
  'app',
  'login',
  'loggedOut',
  'update',
  'common.close',
  'access.show',
  'access.hide',
  'access.forgotLink',
  'access.firstLogin.title',
  // the form's own checks, and the refusal shown when even the full texts cannot load
  'errors.required-field',
  'errors.invalid-email',
  'errors.no-connection',
] as const satisfies readonly (keyof Messages | TranslationKey)[];

/** The part of `tree` the dotted `paths` name (a text's `_one` / `_other` forms included). */
export const pickTexts = (tree: TextTree, paths: readonly string[]): TextTree => {
  const picked: TextTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop() ?? '';
    let from: TextTree | string | undefined = tree;
    let to = picked;
    for (const part of parts) {
      from = typeof from === 'object' ? from[part] : undefined;
      const next = to[part];
      to = typeof next === 'object' ? next : (to[part] = {});
    }
    if (typeof from !== 'object') throw new Error(`no texts under ${path}`);
    const forms = [last, `${last}_one`, `${last}_other`].filter((key) => from[key] !== undefined);
    if (forms.length === 0) throw new Error(`no text ${path}`);
    for (const key of forms) to[key] = from[key] as TextTree | string;
  }
  return picked;
};
