import type { QueryStatus } from '../../../ui/query-state';

/**
 * A read with no data, as `QueryState` should tell it: offline (the app's connectivity, which knows
 * after a reload with no network, where TanStack's online state starts 'online' and the read fails),
 * it says the screen was not opened on this device yet rather than that loading failed.
 */
export const statusOffline = (query: QueryStatus, offline: boolean): QueryStatus =>
  offline
    ? { isError: false, fetchStatus: 'paused', refetch: query.refetch }
    : { isError: query.isError, fetchStatus: query.fetchStatus, refetch: query.refetch };
