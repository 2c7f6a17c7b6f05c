import { z } from 'zod';

/** Font size (spec 2, 9): base 13px, steps -5..+5. */
export const BASE_FONT_SIZE_PX = 13;
export const FONT_SIZE_STEP_MIN = -5;
export const FONT_SIZE_STEP_MAX = 5;
export const clampFontStep = (step: number): number =>
  Math.min(FONT_SIZE_STEP_MAX, Math.max(FONT_SIZE_STEP_MIN, Math.round(step)));

/** Preference keys the app stores server-side (spec 3 "Preferences: keyed"). */
export const PREFERENCE_KEYS = ['fontSizeAugmentation', 'workPreference', 'language'] as const;
export const preferenceKeySchema = z.enum(PREFERENCE_KEYS);
export type PreferenceKey = z.infer<typeof preferenceKeySchema>;

export const preferencesSchema = z.record(z.string(), z.string());
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferenceValueSchema = z.object({ value: z.string().max(200) });

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
