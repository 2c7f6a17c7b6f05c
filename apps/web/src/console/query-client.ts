import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http';

/**
 * The console's own QueryClient: online only, nothing kept on disk (the app's client persists an
 * assistant's data for offline use; staff data never goes there). Reads are asked again when the
 * window comes back to the front (several staff work the same queues); each screen shows its own
 * errors, next to what was typed.
 */
export const createConsoleQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 1 && error instanceof ApiError && (error.kind === 'network' || error.status >= 500),
        refetchOnWindowFocus: true,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
