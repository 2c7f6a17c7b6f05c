/**
 * The avatar (spec 9): a square picture, or, when there is none or it fails to load, the person's
 * initials on a colour derived from a hash of her name. Pure and stable: the same name gives the
 * same colour on every device and in every language.
 */

/** The side of the square picture the app uploads (px): sharp at 96 px on a 3x screen. */
export const AVATAR_SIDE = 320;
/** The largest side the server accepts for an avatar (px); it must be square. */
export const AVATAR_MAX_SIDE = 2048;

/** The first letter of a word, whole (an accented or astral letter is one character), upper case. */
const firstLetter = (word: string): string => {
  const letter = Array.from(word.normalize('NFC').trim()).find((c) => /[\p{L}\p{N}]/u.test(c));
  return letter ? letter.toLocaleUpperCase('fr-FR') : '';
};

/**
 * The initials shown instead of a picture: first name's and last name's first letters ("Élodie
 * Martin" → "ÉM"); a single name gives one letter; no name at all falls back to the email's first
 * letter, then to ''.
 */
export const initialsOf = (firstName: string, lastName: string, email = ''): string => {
  const initials = `${firstLetter(firstName)}${firstLetter(lastName)}`;
  if (initials) return initials;
  return firstLetter(email);
};

/** FNV-1a 32-bit of the name's code points: small, stable, well spread for short strings. */
export const nameHash = (name: string): number => {
  let hash = 0x811c9dc5;
  for (const ch of name.normalize('NFC').trim().toLocaleLowerCase('fr-FR')) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
};

type Rgb = readonly [number, number, number];

const hslToRgb = (h: number, s: number, l: number): Rgb => {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
};

/** WCAG 2 relative luminance of an sRGB colour. */
export const relativeLuminance = ([r, g, b]: Rgb): number => {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const hex = (rgb: Rgb): string => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 24, 39];

/** Text on the avatar colour must read at least this well (WCAG AA for normal text). */
export const AVATAR_MIN_CONTRAST = 4.5;

export type AvatarColours = { background: string; text: string; contrast: number };

/**
 * The colour behind the initials: a hue from the name's hash, saturation and lightness from two
 * more bits of it (so two names of one hue still differ), and the text colour
 * set for that shade (white on dark, ink on light), the shade moved away from the middle until
 * the pair reads at 4.5:1 at least (WCAG AA; tested over many names).
 */
export const avatarColours = (name: string): AvatarColours => {
  const hash = nameHash(name);
  const hue = hash % 360;
  const saturation = [0.45, 0.55, 0.65][(hash >>> 9) % 3] ?? 0.55;
  const light = (hash >>> 11) % 3 === 2;
  // a dark shade under white text, or a light one under ink; moved away from the middle until it reads
  let lightness = light ? 0.72 : ([0.32, 0.38][(hash >>> 11) % 3] ?? 0.38);
  for (;;) {
    const background = hslToRgb(hue, saturation, lightness);
    const text = light ? INK : WHITE;
    const contrast = contrastRatio(background, text);
    if (contrast >= AVATAR_MIN_CONTRAST || lightness <= 0.05 || lightness >= 0.95)
      return { background: hex(background), text: hex(text), contrast };
    lightness += light ? 0.02 : -0.02;
  }
};
