// What the route walk listens to: console errors and warnings, uncaught errors, and requests that
// were cancelled (net::ERR_ABORTED) for an address the page asked for more than once.
import { expect, type Page, type Request } from '@playwright/test';

export type WalkWatch = {
  /** Every problem seen so far, each with the route being visited when it happened. */
  problems: string[];
  /** Sets the route the next problems belong to, and the call it refuses on purpose, if any. */
  at: (route: string, refusedCall?: string) => void;
  /** Waits until no request of the page is in flight (so leaving it cancels nothing). */
  settle: () => Promise<void>;
  /**
   * Leaves the page: what fails meanwhile is cut by the walk, not by the app (the page's latest
   * requests may be reported to the test after the leave began, so they are told apart by time).
   */
  leave: <T>(go: () => Promise<T>) => Promise<T>;
};

const shortUrl = (url: string): string => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export function watchPage(page: Page): WalkWatch {
  const problems: string[] = [];
  let route = '(start)';
  const inFlight = new Set<Request>();
  const asked = new Map<string, number>();
  const aborted: { url: string; route: string }[] = [];
  let leaving = false;

  let refused: string | undefined;
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const expected =
      refused !== undefined &&
      msg.text().startsWith('Failed to load resource') &&
      new URL(msg.location().url, 'http://x').pathname === refused;
    if (!expected) problems.push(`${route}: console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`${route}: uncaught ${err.message}`));
  page.on('request', (req) => {
    if (req.url().startsWith('data:')) return;
    inFlight.add(req);
    asked.set(req.url(), (asked.get(req.url()) ?? 0) + 1);
  });
  page.on('requestfinished', (req) => inFlight.delete(req));
  page.on('requestfailed', (req) => {
    inFlight.delete(req);
    if (leaving) return;
    if (req.failure()?.errorText.includes('ERR_ABORTED')) aborted.push({ url: req.url(), route });
  });

  const duplicates = (): string[] =>
    aborted
      .filter((a) => (asked.get(a.url) ?? 0) > 1)
      .map((a) => `${a.route}: cancelled duplicate request ${shortUrl(a.url)}`);

  return {
    get problems() {
      return [...problems, ...duplicates()];
    },
    at: (next, refusedCall) => {
      route = next;
      refused = refusedCall;
    },
    settle: async () => {
      await expect
        .poll(() => [...inFlight].map((r) => shortUrl(r.url())), {
          message: `requests still in flight on ${route}`,
        })
        .toEqual([]);
    },
    leave: async (go) => {
      leaving = true;
      try {
        return await go();
      } finally {
        leaving = false;
      }
    },
  };
}
