import { z } from 'zod';
import { PREFERENCE_KEYS } from './preferences.rules';

export const preferenceKeySchema = z.enum(PREFERENCE_KEYS);

export const preferencesSchema = z.record(z.string(), z.string());
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferenceValueSchema = z.object({ value: z.string().max(200) });
