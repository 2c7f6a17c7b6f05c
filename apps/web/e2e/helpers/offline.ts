// Cutting the network for the page AND its service worker (setOffline alone leaves the worker's own
// fetches through, see design guide section 8).
import type { BrowserContext } from '@playwright/test';

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(true);
}

/** The worker's route goes first, so the page's `online` event finds every path open. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
}
