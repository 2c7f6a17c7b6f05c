import { BASE_FONT_SIZE_PX, FONT_SIZE_STEP_MAX, FONT_SIZE_STEP_MIN } from './domain-light';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

/** Spec 2/9: the root font size is 13px plus a step from -5 to +5. */
export const clampStep = (step: number): number =>
  Number.isFinite(step) ? Math.min(FONT_SIZE_STEP_MAX, Math.max(FONT_SIZE_STEP_MIN, Math.round(step))) : 0;

export const fontSizePx = (step: number): number => BASE_FONT_SIZE_PX + clampStep(step);

/** Parses a stored or server value ("-2"); anything else is the default 0. */
export const parseStep = (value: string | null | undefined): number => {
  if (value === null || value === undefined || value.trim() === '') return 0;
  return clampStep(Number(value));
};

export const readStoredStep = (): number => parseStep(readItem(STORAGE_KEYS.fontStep));

export const applyStep = (step: number): void => {
  document.documentElement.style.fontSize = `${fontSizePx(step)}px`;
};

/** Applies and keeps the step locally so the next start uses it before the network answers. */
export const applyAndStoreStep = (step: number): number => {
  const clamped = clampStep(step);
  applyStep(clamped);
  writeItem(STORAGE_KEYS.fontStep, String(clamped));
  return clamped;
};
