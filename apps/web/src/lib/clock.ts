import type { Clock } from '@relais/domain/rules';

/** The app's single source of "now" (design guide section 4); tests set it with `setClock`. */
const systemClock: Clock = { now: () => new Date() };
let current: Clock = systemClock;

export const now = (): Date => current.now();
export const setClock = (clock: Clock | null): void => {
  current = clock ?? systemClock;
};
