import { businessMonth } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '../data/assistant';
import { clientRatesQuery, clientsQuery } from '../data/clients';
import { eventsQuery } from '../data/events';
import { preferencesQuery } from '../data/preferences';
import { userQueryOptions } from '../data/user';
import { leavesQuery } from '../features/absences/api/leaves-query';
import { availabilityQuery } from '../features/availability/api/availability-query';
import { dashboardQuery } from '../features/dashboard/api/dashboard-query';
import { DEFAULT_LOGS, logsQuery } from '../features/history/api/use-logs';
import { recipientsQuery } from '../features/message-compose/api/compose-queries';
import { reportQuery, usedTaskGroupsQuery } from '../features/reports/api/report-queries';
import { now } from '../lib/clock';
import { eventRanges, followUps } from './warm-up-plan';

/** Settles whatever happens: a read that fails here is read again by its screen. */
const quietly = (p: Promise<unknown>): Promise<void> =>
  p.then(
    () => undefined,
    () => undefined,
  );

/**
 * Brings onto the device what her work of the coming days needs, so that every bottom-navigation
 * screen and every report of her interventions from a month back to a month ahead opens offline on
 * the first day (issue 27): run after sign-in and at each start (`offline/start.ts`), loaded apart
 * from the shell (`mount.tsx`), never before the first screen has painted.
 *
 * Each read is the screen's own (its key factory and query function), so a screen finds it under its
 * key, and a copy still fresh is not asked again. The reference data (task groups, rates, expertises)
 * is `offline/reference.ts`'s. Not brought: premium answers (the intervention carries its state, the
 * editor reads it from there), client notes and quotes, messages, invoices, loyalty.
 */
export const warmUp = async (qc: QueryClient, userId: string, today: Date = now()): Promise<void> => {
  const me = await qc.fetchQuery(meQuery(userId)).catch(() => undefined);
  // a client user has none of an assistant's screens (their reads would be refused)
  if (!me || me.isClient) return;
  const lists = eventRanges(today).map((r) => qc.fetchQuery(eventsQuery(userId, r.start, r.end)));
  const screens = [
    qc.prefetchQuery(userQueryOptions(dashboardQuery(businessMonth(today)), userId)),
    qc.prefetchQuery(clientsQuery(userId, 'NEWANDACTIVE')),
    qc.prefetchQuery(clientsQuery(userId, 'INDIRECT')),
    qc.prefetchQuery(userQueryOptions(availabilityQuery, userId)),
    qc.prefetchQuery(userQueryOptions(leavesQuery, userId)),
    qc.prefetchQuery(preferencesQuery(userId)),
    qc.prefetchInfiniteQuery(logsQuery(userId, DEFAULT_LOGS.search, DEFAULT_LOGS.sort)),
    qc.prefetchQuery(userQueryOptions(recipientsQuery, userId)),
  ];
  const read = await Promise.allSettled(lists);
  const events = read.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  const { clientIds, reports } = followUps(events, today);
  await Promise.all([
    ...screens.map(quietly),
    ...clientIds.flatMap((clientId) => [
      quietly(qc.prefetchQuery(clientRatesQuery(userId, clientId))),
      quietly(qc.prefetchQuery(usedTaskGroupsQuery(userId, clientId))),
    ]),
    ...reports.map((r) => quietly(qc.prefetchQuery(reportQuery(userId, r.eventId, r.remote)))),
  ]);
};
