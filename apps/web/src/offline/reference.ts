import { routeTable } from '@relais/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { getLanguage } from '../lib/i18n';
import { isClientSession, isStaffSession } from '../lib/session';
import { readItem, writeItem } from '../lib/storage';

/** One reference query; its key is read when used (`{ ...query }` too), so it follows the language. */
const referenceQuery = <T>(name: string, queryFn: () => Promise<T>) => ({
  get queryKey(): readonly string[] {
    return ['reference', name, getLanguage()];
  },
  queryFn,
});

/**
 * Reference data (spec 4: task groups, active rates, expertises): fetched once, kept in the
 * persisted query cache for offline use, refreshed when a new version of the app runs. A refetch
 * keeps the old copy until the new one has arrived. The server answers them in the interface's
 * language (the api client sends it), so each language has its own copy: the key ends with it, and
 * a user who changed language is never shown the other language's copy.
 */
export const referenceQueries = {
  taskGroups: referenceQuery('taskGroups', () => call(routeTable.getTaskGroups)),
  activeRates: referenceQuery('activeRates', () => call(routeTable.getActiveRates)),
  expertises: referenceQuery('expertises', () => call(routeTable.getExpertises)),
} as const;

const BUILD_KEY = 'relais.referenceBuild';

type ReferenceQuery<T> = { queryKey: readonly string[]; queryFn: () => Promise<T> };

const load = <T>(qc: QueryClient, q: ReferenceQuery<T>, force: boolean): Promise<unknown> =>
  force || qc.getQueryData(q.queryKey) === undefined
    ? qc.fetchQuery({ queryKey: q.queryKey, queryFn: q.queryFn, staleTime: 0, gcTime: Infinity })
    : Promise.resolve();

/**
 * Prefetches what is missing; after an app update, refetches everything (old copies stay until then).
 * A client user writes no report: nothing (the calls would be refused).
 */
export const prefetchReference = async (qc: QueryClient, build: string): Promise<void> => {
  if (isClientSession() || isStaffSession()) return;
  const updated = readItem(BUILD_KEY) !== build;
  const results = await Promise.allSettled(
    Object.values(referenceQueries).map((q: ReferenceQuery<unknown>) => load(qc, q, updated)),
  );
  if (results.every((r) => r.status === 'fulfilled')) writeItem(BUILD_KEY, build);
};
