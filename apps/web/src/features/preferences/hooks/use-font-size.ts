import { clampFontStep, FONT_SIZE_STEP_MAX, FONT_SIZE_STEP_MIN } from '@relais/domain/rules';
import { useEffect, useState } from 'react';
import { applyAndStoreStep, parseStep, readStoredStep } from '../../../lib/font-size';
import { currentUserId, enqueue } from '../../../offline';
import { FONT_KEY, setFontSizeAction } from '../api/font-size-action';
import { usePreferences } from '../../../data/preferences';

/**
 * Applies the server's `fontSizeAugmentation` once it arrives (the locally stored step was applied
 * at start, before any network answer) and keeps it locally for the next start.
 */
export const useFontSizeSync = (): void => {
  const serverValue = usePreferences().data?.[FONT_KEY];
  useEffect(() => {
    if (serverValue !== undefined) applyAndStoreStep(parseStep(serverValue));
  }, [serverValue]);
};

/** The text size step (-5..+5 on a 13px root): a change applies at once, is kept locally and saved through the outbox. */
export const useFontSize = () => {
  const serverValue = usePreferences().data?.[FONT_KEY];
  const [localStep, setLocalStep] = useState(readStoredStep);
  const step = serverValue !== undefined ? parseStep(serverValue) : localStep;

  const change = (next: number) => {
    const clamped = applyAndStoreStep(clampFontStep(next));
    setLocalStep(clamped);
    const userId = currentUserId();
    if (clamped !== step && userId)
      void enqueue(setFontSizeAction, { userId, value: String(clamped) }).catch(() => {});
  };

  return {
    step,
    min: FONT_SIZE_STEP_MIN,
    max: FONT_SIZE_STEP_MAX,
    increase: () => change(step + 1),
    decrease: () => change(step - 1),
    reset: () => change(0),
  };
};
