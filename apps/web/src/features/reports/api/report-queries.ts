import { kmRateCentsOf, type Premium, type Rate, type Report, type TaskGroup } from '@relais/domain/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { isOutboxItemId, referenceQueries, useUserId } from '../../../offline';
import { routeTable } from '@relais/contract/routes';

export const reportKey = (userId: string | undefined, eventId: string | undefined) =>
  ['report', userId, eventId] as const;

const real = (id: string | undefined): id is string => Boolean(id && !isOutboxItemId(id));

/** GET .../report of a visit or remote work; `null` when none was submitted yet (404): the options. */
export const reportQuery = (
  userId: string | undefined,
  eventId: string | undefined,
  remote: boolean | undefined,
) =>
  queryOptions<Report | null>({
    queryKey: reportKey(userId, eventId),
    queryFn: async () => {
      try {
        const id = userId ?? '';
        const key = eventId ?? '';
        return remote
          ? await call(routeTable.getRemoteWorkReport, { params: { id, remoteWorkId: key } })
          : await call(routeTable.getVisitReport, { params: { id, visitId: key } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(userId && real(eventId) && remote !== undefined),
    staleTime: 30_000,
  });

/** GET .../report of a visit or remote work; `null` when none was submitted yet (404). */
export const useReport = (eventId: string | undefined, remote: boolean | undefined) =>
  useQuery(reportQuery(useUserId(), eventId, remote));

export const premiumKey = (userId: string | undefined, eventId: string | undefined) =>
  ['premium', userId, eventId] as const;

/** GET /assistants/{id}/events/{eventId}/premium */
export const usePremium = (eventId: string | undefined) => {
  const userId = useUserId();
  return useQuery<Premium>({
    queryKey: premiumKey(userId, eventId),
    queryFn: () => call(routeTable.getPremium, { params: { id: userId ?? '', eventId: eventId ?? '' } }),
    enabled: Boolean(userId && real(eventId)),
    staleTime: 30_000,
  });
};

/**
 * GET /assistants/{id}/clients/{clientId}/taskgroups: the ids of the task groups used in her reports
 * for this client, most used first (kept in the persisted cache, so it reads offline too).
 */
export const usedTaskGroupsQuery = (userId: string | undefined, clientId: string | undefined) =>
  queryOptions<string[]>({
    queryKey: ['usedTaskGroups', userId, clientId],
    queryFn: async () =>
      (
        await call(routeTable.getClientUsedTaskGroups, {
          params: { id: userId ?? '', clientId: clientId ?? '' },
        })
      ).taskGroupIds,
    enabled: Boolean(userId && clientId),
    staleTime: 60_000,
  });

export const useUsedTaskGroups = (clientId: string | undefined) =>
  useQuery(usedTaskGroupsQuery(useUserId(), clientId));

/** Task groups TG1..TG29 (reference data, prefetched and kept for offline use). */
export const useTaskGroups = () =>
  useQuery<TaskGroup[]>({ ...referenceQueries.taskGroups, staleTime: Infinity, gcTime: Infinity });

/**
 * The km allowance in cents from the active rates (reference data, prefetched and kept offline):
 * what the pro-forma prices kilometres at. Null while the rates are not at hand.
 */
export const useKmRateCents = (): number | null => {
  const rates = useQuery<Rate[]>({ ...referenceQueries.activeRates, staleTime: Infinity, gcTime: Infinity });
  return rates.data ? kmRateCentsOf(rates.data) : null;
};

/** A short-lived link to one of the user's files (GET /files/token). */
export const useFileUrl = (fileId: string | undefined) => {
  const userId = useUserId();
  return useQuery<string>({
    queryKey: ['fileUrl', userId, fileId],
    queryFn: async () =>
      (await call(routeTable.getFileToken, { query: { userId: userId ?? '', fileId: fileId ?? '' } })).url,
    enabled: Boolean(userId && fileId),
    staleTime: 60_000,
  });
};
