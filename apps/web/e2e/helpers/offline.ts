// Cutting the network for the page AND its service worker (setOffline alone leaves the worker's own
// fetches through, see design guide section 8).
import type { BrowserContext } from '@playwright/test';

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}
