import { readFileSync } from 'node:fs';
import type { Clock } from '@relais/domain';

/**
 * A clock for journeys that must see time pass (a 3-hour link expiring): the system time plus the
 * milliseconds written in `file` (read at each call; absent or empty means 0). Never in production
 * (main.ts); the tests move it by writing the file.
 */
export const offsetClock = (file: string): Clock => ({
  now: () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim() || '0');
    } catch {
      offset = 0; // not written yet
    }
    return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
  },
});
