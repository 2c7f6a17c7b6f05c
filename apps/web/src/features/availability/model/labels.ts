import type { AvailabilityPart } from '@relais/domain/rules';
import { t, type TranslationKey } from '../../../lib/i18n';

const DAY_KEYS: Record<number, TranslationKey> = {
  1: 'availability.days.1',
  2: 'availability.days.2',
  3: 'availability.days.3',
  4: 'availability.days.4',
  5: 'availability.days.5',
  6: 'availability.days.6',
  7: 'availability.days.7',
};
const PART_KEYS: Record<AvailabilityPart, TranslationKey> = {
  MORNING: 'availability.parts.MORNING',
  AFTERNOON: 'availability.parts.AFTERNOON',
};
const PART_TITLE_KEYS: Record<AvailabilityPart, TranslationKey> = {
  MORNING: 'availability.morning',
  AFTERNOON: 'availability.afternoon',
};

export const WORK_PREFERENCES = ['SITE_ONLY', 'MAINLY_SITE', 'MAINLY_REMOTE', 'REMOTE_ONLY'] as const;
export type WorkPreference = (typeof WORK_PREFERENCES)[number];
const WORK_KEYS: Record<WorkPreference, TranslationKey> = {
  SITE_ONLY: 'availability.workPreference.SITE_ONLY',
  MAINLY_SITE: 'availability.workPreference.MAINLY_SITE',
  MAINLY_REMOTE: 'availability.workPreference.MAINLY_REMOTE',
  REMOTE_ONLY: 'availability.workPreference.REMOTE_ONLY',
};

export const isWorkPreference = (value: unknown): value is WorkPreference =>
  typeof value === 'string' && (WORK_PREFERENCES as readonly string[]).includes(value);

export const dayName = (numDay: number): string => {
  const key = DAY_KEYS[numDay];
  return key ? t(key) : String(numDay);
};
export const partName = (part: AvailabilityPart): string => t(PART_KEYS[part]);
export const partTitle = (part: AvailabilityPart): string => t(PART_TITLE_KEYS[part]);
export const workPreferenceName = (value: string): string =>
  isWorkPreference(value) ? t(WORK_KEYS[value]) : value;

/** 'Lundi matin, disponible' / 'Monday morning, available' (+ ', awaiting connection'). */
export const cellAccessibleName = (
  numDay: number,
  part: AvailabilityPart,
  value: boolean,
  pending: boolean,
): string =>
  t(pending ? 'availability.cellNamePending' : 'availability.cellName', {
    day: dayName(numDay),
    part: partName(part),
    state: t(value ? 'availability.stateAvailable' : 'availability.stateUnavailable'),
  });
