import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setSessionLostHandler } from '../lib/api-client';
import { isStaffSession } from '../lib/session';
import { startOfflineEngine } from '../offline/start';
import { presentOfflineReport } from './offline-reports';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { sessionLostPath } from './session-lost';
import { watchForUpdates } from './update-watch';

/** Resolves when the page is idle (the first screen painted and its reads sent), at most 3 s later. */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  });

/** Starts the full app (router, queries, shell) in the given React root. */
export const mountApp = (root: Root): void => {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  startOfflineEngine(queryClient, {
    // imported apart: the definitions and their features' api modules stay out of the shell's chunk
    // (a screen that queues imports its own definition); the engine waits for them to read the outbox
    actions: () => import('./offline-actions').then((m) => m.offlineActions),
    report: presentOfflineReport((path) => void router.navigate(path)),
    // her coming days' data for offline use; its own chunk, fetched once the first screen has painted
    // staff use the console online: nothing of an assistant's to keep
    warmUp: (qc, userId) =>
      isStaffSession()
        ? Promise.resolve()
        : afterFirstPaint()
            .then(() => import('./warm-up'))
            .then((m) => m.warmUp(qc, userId)),
  });
  // the service worker (unless the login screen registered it already): its first install
  // downloads the app, once the first screen has painted
  void afterFirstPaint().then(watchForUpdates);
  setSessionLostHandler(() => {
    queryClient.clear();
    const to = sessionLostPath(router.state);
    if (to) void router.navigate(to, { replace: true });
  });
  // a transition renders in small slices: the app's first render is no long task
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
};
