import type { getActiveRates, getExpertises, getTaskGroups } from '@relais/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import type { Endpoint } from '../lib/endpoints';
import { readItem, writeItem } from '../lib/storage';

/**
 * Reference data (spec 4: task groups, active rates, expertises): fetched once, kept in the
 * persisted query cache for offline use, refreshed when a new version of the app runs. A refetch
 * keeps the old copy until the new one has arrived.
 */
const taskGroups: Endpoint<typeof getTaskGroups> = { method: 'GET', path: '/taskgroups' };
const activeRates: Endpoint<typeof getActiveRates> = { method: 'GET', path: '/rates/active' };
const expertises: Endpoint<typeof getExpertises> = { method: 'GET', path: '/expertises' };

export const referenceQueries = {
  taskGroups: { queryKey: ['reference', 'taskGroups'] as const, queryFn: () => call(taskGroups) },
  activeRates: { queryKey: ['reference', 'activeRates'] as const, queryFn: () => call(activeRates) },
  expertises: { queryKey: ['reference', 'expertises'] as const, queryFn: () => call(expertises) },
} as const;

const BUILD_KEY = 'relais.referenceBuild';

type ReferenceQuery<T> = { queryKey: readonly string[]; queryFn: () => Promise<T> };

const load = <T>(qc: QueryClient, q: ReferenceQuery<T>, force: boolean): Promise<unknown> =>
  force || qc.getQueryData(q.queryKey) === undefined
    ? qc.fetchQuery({ queryKey: q.queryKey, queryFn: q.queryFn, staleTime: 0, gcTime: Infinity })
    : Promise.resolve();

/** Prefetches what is missing; after an app update, refetches everything (old copies stay until then). */
export const prefetchReference = async (qc: QueryClient, build: string): Promise<void> => {
  const updated = readItem(BUILD_KEY) !== build;
  const results = await Promise.allSettled([
    load(qc, referenceQueries.taskGroups, updated),
    load(qc, referenceQueries.activeRates, updated),
    load(qc, referenceQueries.expertises, updated),
  ]);
  if (results.every((r) => r.status === 'fulfilled')) writeItem(BUILD_KEY, build);
};
