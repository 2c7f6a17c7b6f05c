/**
 * French elision where a text meets a value: 'de', 'que', 'le' and 'la' right before an
 * interpolated value that starts with a vowel lose their vowel ('Facture de {{month}}' with
 * 'octobre 2026' reads 'Facture d'octobre 2026', 'd'avril', 'd'août'). An initial 'h' is left alone
 * (mute or aspirated cannot be told from the letter). `t` applies it to every French text.
 */
const VOWEL = /^[aeiouyàâäéèêëîïôöùûüÿœæ]/i;
const ELIDED: Readonly<Record<string, string>> = { de: 'd', que: 'qu', le: 'l', la: 'l' };

export const startsWithVowel = (text: string): boolean => VOWEL.test(text);

/** 'de' + 'octobre' -> "d'octobre"; 'de' + 'mars' -> 'de mars' (the case of the article is kept). */
export const elide = (article: string, value: string): string => {
  const short = ELIDED[article.toLowerCase()];
  if (!short || !startsWithVowel(value)) return `${article} ${value}`;
  const head =
    article[0] === article[0]?.toUpperCase() ? `${short[0]?.toUpperCase() ?? ''}${short.slice(1)}` : short;
  return `${head}'${value}`;
};

/** `{{name}}`, with the article right before it when there is one (a whole word). */
const PLACE = /(?:(?<![\p{L}\p{N}])(de|que|le|la) )?\{\{\s*(\w+)\s*\}\}/giu;

/** Fills `{{name}}`; in French, applies the elision of the article right before a value and writes numbers with a comma. */
export const interpolate = (
  text: string,
  vars: Readonly<Record<string, string | number>>,
  french: boolean,
): string =>
  text.replace(PLACE, (match, article: string | undefined, name: string) => {
    const raw = vars[name];
    if (raw === undefined) return match;
    // a number keeps the language's decimal mark ('15,2' in French)
    const value = typeof raw === 'number' && french ? String(raw).replace('.', ',') : String(raw);
    if (!article) return value;
    return french ? elide(article, value) : `${article} ${value}`;
  });
