import { systemClock } from '@relais/domain';
import { openPglite } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/db/seed/seed';
import { defaultProvider } from '../apps/api/src/config';
import { createEventsRepository } from '../apps/api/src/modules/events/events.repository';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { clients, events, reports } from '../apps/api/src/db/schema/index';

const h = await openPglite();
await h.migrate();
const people = await seedDemo(h.db, systemClock, defaultProvider);
const repo = createEventsRepository(h.db);
const now = Date.now();
const from = new Date(now - 10 * 86400000), to = new Date(now + 20 * 86400000);
const prepared = h.db.select({ id: events.id, assistantId: events.assistantId, clientId: events.clientId, remote: events.remote, label: events.label, comment: events.comment, startAt: events.startAt, durationMinutes: events.durationMinutes, status: events.status, premiumState: events.premiumState, estimateId: events.estimateId, deletedAt: events.deletedAt, clientName: clients.name, clientColor: clients.color, premiumEnabled: clients.premiumEnabled, reportStatus: reports.status, rejectionReason: reports.rejectionReason })
  .from(events).innerJoin(clients, eq(clients.id, events.clientId)).leftJoin(reports, eq(reports.eventId, events.id))
  .where(and(eq(events.assistantId, sql.placeholder('a')), isNull(events.deletedAt), gte(events.startAt, sql.placeholder('f')), lt(events.startAt, sql.placeholder('t'))))
  .orderBy(asc(events.startAt)).prepare('ev_list');
const time = async (label: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 100; i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < 500; i++) await fn();
  console.log(label, ((performance.now() - t0) / 500).toFixed(3), 'ms');
};
for (let round = 0; round < 2; round++) {
await time('listShown', () => repo.listShown(people.demoId, { from, to }, 'asc'));
await time('prepared', () => prepared.execute({ a: people.demoId, f: from, t: to }));
}
console.log((await prepared.execute({ a: people.demoId, f: from, t: to })).length, (await prepared.execute({ a: people.demoId, f: from, t: to }))[0]);
await h.close();
