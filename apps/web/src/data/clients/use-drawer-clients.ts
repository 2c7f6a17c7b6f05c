import { drawerClients } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useUserId } from '../../offline';
import { clientsQuery } from './clients-query';

/** The clients the side drawer lists: active, non-other, with a phone (spec 2). */
export const useDrawerClients = (enabled: boolean) => {
  const userId = useUserId();
  const query = clientsQuery(userId, 'NEWANDACTIVE');
  return useQuery({ ...query, enabled: enabled && Boolean(userId), select: drawerClients });
};
