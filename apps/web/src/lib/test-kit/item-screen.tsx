// Tests only: one screen (or several) rendered at a path, with a fresh query client, and the error a
// refused read answers. Shared by the item screens' access tests (403 / 404).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
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

/** Renders `routes` at `url` (reads not retried); `seed` fills the cache first. */
export const renderAt = (
  routes: RouteObject[],
  url: string,
  seed?: (qc: QueryClient) => void,
): QueryClient => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed?.(qc);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return qc;
};
