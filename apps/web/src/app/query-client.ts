import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http';
import { showErrorDialog } from '../ui/error-dialog-store';

/**
 * One QueryClient. A failed write shows the spec 8 error dialog unless its `meta.silent` is set;
 * reads stay quiet (each screen shows its own state). 401s are handled by the api client.
 * Query functions never take the query's `signal`: a read cut when its screen is left would be
 * asked again at the next visit, and lost for offline use; left to finish, it fills the cache.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 2 && error instanceof ApiError && (error.kind === 'network' || error.status >= 500),
        refetchOnWindowFocus: false,
        // kept a day so the persisted copy (offline/query-persist) still holds screens visited earlier
        gcTime: 24 * 60 * 60_000,
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.['silent']) return;
        if (error instanceof ApiError && error.status === 401) return;
        showErrorDialog(error);
      },
    }),
  });
