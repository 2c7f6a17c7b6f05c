import type { Completion } from './completion.schema';

/** Gauge thresholds (spec 4, decisions): segment 1 lit above 0, then above 25, 50, 80. */
export const GAUGE_THRESHOLDS = [0, 25, 50, 80] as const;
export const CELEBRATION_THRESHOLD = 75;
export const CONFETTI_MS = 5000;

/** How many of the four segments are lit for a total. */
export const litSegments = (total: number): number => GAUGE_THRESHOLDS.filter((t) => total > t).length;

/** The celebration plays when the total crosses above 75 from a value in (0, 75]. */
export const shouldCelebrate = (previous: number, next: number): boolean =>
  previous > 0 && previous <= CELEBRATION_THRESHOLD && next > CELEBRATION_THRESHOLD;

/** Share (0..100, whole) of filled items. */
export const share = (filled: number, expected: number): number =>
  expected <= 0 ? 0 : Math.round((Math.min(filled, expected) / expected) * 100);

/** The total is the mean of the five areas. */
export const completionTotal = (c: Omit<Completion, 'total'>): number =>
  Math.round((c.file + c.skills + c.availability + c.account + c.curriculum) / 5);
