// Tests only: screens rendered at a path with a fresh query client and a memory router, the wait for
// their queries to settle, and the error a refused read answers (the item screens' 403 / 404 tests).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ApiError } from '../http';

/** The server's refusal of a read: 403 access_denied or 404 not_found (any other status: its code). */
export const refusal = (status: number): ApiError =>
  new ApiError(status, {
    success: false,
    errorCode: status === 403 ? 'access_denied' : status === 404 ? 'not_found' : 'server_error',
    message: 'x',
    errors: [],
  });

export type RenderedScreen = { qc: QueryClient; router: ReturnType<typeof createMemoryRouter> };

/**
 * Renders `routes` at `url` (reads not retried); `seed` fills the cache first. `fresh` keeps what the
 * cache holds from being refetched (a screen read from its seed alone).
 */
export const renderRoutes = (
  routes: RouteObject[],
  url: string,
  options: { seed?: (qc: QueryClient) => void; fresh?: boolean } = {},
): RenderedScreen => {
  const qc = new QueryClient({
    defaultOptions: { queries: { retry: false, ...(options.fresh ? { staleTime: Infinity } : {}) } },
  });
  options.seed?.(qc);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { qc, router };
};

/** Renders `routes` at `url` from the seeded cache, not refetched; the query client. */
export const renderAt = (routes: RouteObject[], url: string, seed?: (qc: QueryClient) => void): QueryClient =>
  renderRoutes(routes, url, { seed, fresh: true }).qc;

/** Lets queries settle and React render their results (a few rounds of microtasks). */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await act(async () => {});
};
