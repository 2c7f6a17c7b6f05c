import type { Preferences } from '@relais/domain/rules';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserId } from '../../offline';

export const preferencesQueryKey = (userId: string | undefined) => ['preferences', userId] as const;

/** GET /users/{id}/preferences, for one user. */
export const preferencesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: preferencesQueryKey(userId),
    queryFn: () => call(routeTable.getPreferences, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId),
    staleTime: 10 * 60_000,
  });

export const usePreferences = () => useQuery(preferencesQuery(useUserId()));

/** Shows a queued preference value at once (the screens read it from the cache). */
export const patchPreference = (qc: QueryClient, userId: string, key: string, value: string): void => {
  qc.setQueryData<Preferences>(preferencesQueryKey(userId), (prefs) =>
    prefs?.[key] === value ? prefs : { ...prefs, [key]: value },
  );
};

/** Takes the server's answer (all the preferences) when it sent one. */
export const replacePreferences = (qc: QueryClient, userId: string, answer: unknown): void => {
  if (answer && typeof answer === 'object') qc.setQueryData(preferencesQueryKey(userId), answer);
};

/**
 * Reads the preferences again (a change was refused). `later`: only marks them stale, read on the
 * next visit (the cache already shows the value sent).
 */
export const refreshPreferences = (qc: QueryClient, userId: string, later = false): void => {
  void qc.invalidateQueries({
    queryKey: preferencesQueryKey(userId),
    ...(later ? { refetchType: 'none' } : {}),
  });
};
