// Layout shift of a screen, as the browser reports it ('layout-shift' performance entries, shifts
// right after an input left out as CLS does), summed over a visit: from the page's load until the
// walk finds the screen settled (its title shown, nothing loading, no request in flight). Each
// shift names the elements that moved (entry.sources), so a failure says what to hold in place.
// Each load is a first visit: the saved query cache (IndexedDB `relais-query-cache`, which shows a
// screen already visited at once) is deleted as the document starts, before the app opens it. The
// API can be slowed too: then data always arrives after the first paint, and a screen that grows
// when its data arrives always shifts (without both, whether it did depended on what was visited
// before and on timing).
import type { Page } from '@playwright/test';

/** The walk's limit: a screen's layout shift over its visit (issue 31, goal 5: CLS at most 0.05). */
export const SHIFT_LIMIT = 0.05;

type Shift = { value: number; sources: string[] };

/** What the page's observer keeps (set on every new document by an init script). */
type ShiftWindow = Window & { __walkShifts?: Shift[] };

/** The 'layout-shift' entry's fields read here (Layout Instability API, not in TypeScript's DOM lib). */
type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** Every document the page opens starts with no saved data and records its layout shifts (buffered). */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // queued before the app's own open, which waits for it
    indexedDB.deleteDatabase('relais-query-cache');
    const shifts: Shift[] = [];
    (window as ShiftWindow).__walkShifts = shifts;
    const describe = (node: Node | null, from: DOMRectReadOnly, to: DOMRectReadOnly): string => {
      const el = node instanceof Element ? node : node?.parentElement;
      if (!el) return '(a removed node)';
      const classes = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${el.tagName.toLowerCase()}${classes} "${text}" y ${Math.round(from.y)}→${Math.round(to.y)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((s) => describe(s.node, s.previousRect, s.currentRect));
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The session's refresh, which every load waits for before its reads: not slowed (time only). */
const REFRESH = /\/api\/auth\/refreshToken$/;

/** Delays every API answer on the page but the token refresh by `ms` (from now on, until `unroute`). */
export async function slowApi(page: Page, ms: number): Promise<void> {
  await page.route('**/api/**', async (route) => {
    if (!REFRESH.test(new URL(route.request().url()).pathname)) {
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await route.fallback();
  });
}

/**
 * The layout shift of the visit so far, once the screen is settled: read after two frames, so a
 * shift of the last frame drawn is reported. Null when within the limit, else what moved.
 */
export async function shiftProblem(page: Page): Promise<string | null> {
  const shifts = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as ShiftWindow).__walkShifts ?? [];
  });
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  if (total <= SHIFT_LIMIT) return null;
  const moved = [...new Set(shifts.flatMap((s) => s.sources))].slice(0, 4);
  return `layout shift ${total.toFixed(3)} > ${SHIFT_LIMIT}: ${moved.join('; ')}`;
}
