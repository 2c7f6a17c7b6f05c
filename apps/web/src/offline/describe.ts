import { formatDistanceStrict } from 'date-fns';
import { dateLocale } from '../lib/format';
import { hasTranslation, t, type TranslationKey } from '../lib/i18n';
import { definitionOf } from './registry';
import type { ActionState, PendingAction } from './types';

/** The action's name on the pending-actions screen (its type when the feature gave no text). */
export const describeAction = (action: PendingAction): string => {
  const text = definitionOf(action.type)?.describe(action.body);
  if (!text || !hasTranslation(text.key)) return action.type;
  return t(text.key as TranslationKey, text.values);
};

export const editPathOf = (action: PendingAction): string | null =>
  definitionOf(action.type)?.editPath?.(action.id, action.body) ?? null;

const STATE_KEYS: Record<ActionState, TranslationKey> = {
  waiting: 'offline.stateWaiting',
  sending: 'offline.stateSending',
  parked: 'offline.stateParked',
};
export const stateText = (state: ActionState): string => t(STATE_KEYS[state]);

export const ageText = (createdAt: number, now: number): string =>
  now - createdAt < 60_000
    ? t('offline.justNow')
    : t('offline.age', { age: formatDistanceStrict(createdAt, now, { locale: dateLocale() }) });
