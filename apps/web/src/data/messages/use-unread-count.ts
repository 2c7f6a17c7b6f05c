import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { useUserId } from '../../offline';
import { messageKeys } from './keys';

export const UNREAD_COUNT_KEY = ['messages', 'newest'] as const;

/** Unread received messages for the header badge (GET /users/{id}/messages/newest); not for a client user. */
export const useUnreadCount = (wanted = true) => {
  const userId = useUserId();
  return useQuery({
    queryKey: messageKeys.newest(userId),
    queryFn: () => call(routeTable.getNewestMessages, { params: { id: userId ?? '' } }),
    enabled: wanted && Boolean(userId),
    select: (data) => data.count,
  });
};
