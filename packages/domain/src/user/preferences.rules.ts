/** Font size (spec 2, 9): base 13px, steps -5..+5. */
export const BASE_FONT_SIZE_PX = 13;
export const FONT_SIZE_STEP_MIN = -5;
export const FONT_SIZE_STEP_MAX = 5;
export const clampFontStep = (step: number): number =>
  Math.min(FONT_SIZE_STEP_MAX, Math.max(FONT_SIZE_STEP_MIN, Math.round(step)));

export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/** Preference keys the app stores server-side (spec 3 "Preferences: keyed"). */
export const PREFERENCE_KEYS = ['fontSizeAugmentation', 'workPreference', 'language'] as const;

/** Per-key validation of a preference value. */
export const validatePreference = (key: PreferenceKey, value: string): boolean => {
  switch (key) {
    case 'fontSizeAugmentation': {
      const n = Number(value);
      return Number.isInteger(n) && n >= FONT_SIZE_STEP_MIN && n <= FONT_SIZE_STEP_MAX;
    }
    case 'workPreference':
      return ['SITE_ONLY', 'MAINLY_SITE', 'MAINLY_REMOTE', 'REMOTE_ONLY'].includes(value);
    case 'language':
      return value === 'fr' || value === 'en';
  }
};
