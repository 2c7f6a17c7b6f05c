import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
// the module itself, not the engine's index: the shell's code stays as small as before
import { useUserId } from '../../../offline/use-user-id';

export const meQueryKey = (userId: string | undefined) => ['assistant', 'me', userId] as const;

/** The signed-in assistant (GET /assistants/me). */
export const useMe = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) => call(endpoints.getMe, { signal }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
};
