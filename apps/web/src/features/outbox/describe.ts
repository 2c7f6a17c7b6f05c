import { hasTranslation, t, type TranslationKey } from '../../lib/i18n';
import { describeAction as textOf, type ActionState, type PendingAction } from '../../offline';

/** The action's name on the pending-actions screen (its type when this build gives it no text). */
export const describeAction = (action: PendingAction): string => {
  const text = textOf(action);
  if (!text || !hasTranslation(text.key)) return action.type;
  return t(text.key, text.values);
};

const STATE_KEYS: Record<ActionState, TranslationKey> = {
  waiting: 'offline.stateWaiting',
  sending: 'offline.stateSending',
  parked: 'offline.stateParked',
};
export const stateText = (state: ActionState): string => t(STATE_KEYS[state]);
