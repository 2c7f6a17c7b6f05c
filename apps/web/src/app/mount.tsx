import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loginPathFor } from '../features/auth';
import { setSessionLostHandler } from '../lib/api-client';
import { startOfflineEngine } from '../offline/start';
import { offlineActions } from './offline-actions';
import { presentOfflineReport } from './offline-reports';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/** Starts the full app (router, queries, shell) in the given React root. */
export const mountApp = (root: Root): void => {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  startOfflineEngine(queryClient, {
    actions: offlineActions,
    report: presentOfflineReport((path) => void router.navigate(path)),
  });
  setSessionLostHandler(() => {
    queryClient.clear();
    const { pathname, search } = router.state.location;
    if (pathname !== '/login') void router.navigate(loginPathFor(`${pathname}${search}`), { replace: true });
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
