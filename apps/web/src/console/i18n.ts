import type consoleFr from '../i18n/console/fr.json';
import { getLanguage, translateIn, type TextKeys, type TextTree, type TranslationVars } from '../lib/i18n';

/**
 * The console's own texts (`i18n/console/fr.json`, `en.json`): loaded with the console's code, so
 * nothing of them is in the assistant's app. Same language, plural and interpolation rules as `t`.
 */
export type ConsoleKey = TextKeys<typeof consoleFr>;

let texts: TextTree = {};

export const loadConsoleTexts = async (): Promise<void> => {
  const mod =
    getLanguage() === 'fr'
      ? await import('../i18n/console/fr.json')
      : await import('../i18n/console/en.json');
  texts = mod.default;
};

/** Installs the console's texts (tests call it with the imported JSON). */
export const installConsoleTexts = (tree: TextTree): void => {
  texts = tree;
};

export const ct = (key: ConsoleKey, vars?: TranslationVars): string => translateIn(texts, key, vars);
