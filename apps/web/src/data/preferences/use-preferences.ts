import type { PreferenceKey, Preferences } from '@relais/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserId } from '../../offline';

export const preferencesQueryKey = (userId: string | undefined) => ['preferences', userId] as const;

export const usePreferences = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: preferencesQueryKey(userId),
    queryFn: () => call(routeTable.getPreferences, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId),
    staleTime: 10 * 60_000,
  });
};

/** PUT one preference; the cache is updated at once and replaced by the server's answer. */
export const useSetPreference = (key: PreferenceKey) => {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) =>
      call(routeTable.putPreference, { params: { id: userId ?? '', preference: key }, body: { value } }),
    onMutate: (value) => {
      queryClient.setQueryData<Preferences>(preferencesQueryKey(userId), (old) => ({ ...old, [key]: value }));
    },
    onSuccess: (prefs) => queryClient.setQueryData(preferencesQueryKey(userId), prefs),
  });
};
