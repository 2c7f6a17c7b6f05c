/// <reference lib="webworker" />
import { API_PREFIX } from '@relais/contract/routes';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { firstInstallTakeover } from './first-install';

/**
 * The service worker: precaches the app shell (the build's manifest is injected into
 * `self.__WB_MANIFEST`) and answers navigations outside /api with index.html, so the app starts
 * without network. The first install takes the open pages at once (first-install.ts); an update
 * never activates itself: the page asks with SKIP_WAITING when the user chooses Refresh on the
 * "new version downloaded" snackbar.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

export const BUILD = __BUILD_ID__;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// navigations under the API's prefix (e.g. a file link) go to the network, never to the app shell
const API_PATHS = new RegExp(`^${API_PREFIX}(/|$)`);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [API_PATHS] }));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    void self.skipWaiting();
});

const takeover = firstInstallTakeover(self);

self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(takeover.onInstall());
});

// reference data (spec 4) is not the worker's: it lives in the app's persisted query cache, which
// fetches it again when the build id changes (offline/reference.ts)
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(takeover.onActivate());
});
