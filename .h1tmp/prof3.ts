import { systemClock } from '@relais/domain';
import { openPglite } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/db/seed/seed';
import { defaultProvider } from '../apps/api/src/config';
import { createEventsRepository } from '../apps/api/src/modules/events/events.repository';
import { sql } from 'drizzle-orm';

const h = await openPglite();
await h.migrate();
const people = await seedDemo(h.db, systemClock, defaultProvider);
const repo = createEventsRepository(h.db);
const now = Date.now();
const from = new Date(now - 10 * 86400000), to = new Date(now + 20 * 86400000);
const text = (id: string) => sql`select e.id, e.assistant_id, e.client_id, e.remote, e.label, e.comment, e.start_at, e.duration_minutes, e.status, e.premium_state, e.estimate_id, e.deleted_at, c.name, c.color, c.premium_enabled, r.status, r.rejection_reason from events e inner join clients c on c.id = e.client_id left join reports r on r.event_id = e.id where e.assistant_id = ${id} and e.deleted_at is null and e.start_at >= ${from.toISOString()} and e.start_at < ${to.toISOString()} order by e.start_at asc`;
const time = async (label: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 100; i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < 500; i++) await fn();
  console.log(label, ((performance.now() - t0) / 500).toFixed(3), 'ms');
};
for (let round = 0; round < 2; round++) {
await time('listShown', () => repo.listShown(people.demoId, { from, to }, 'asc'));
await time('raw execute', () => h.db.execute(text(people.demoId)));
await time('select 1', () => h.db.execute(sql`select 1`));
}
console.log((await repo.listShown(people.demoId, { from, to }, 'asc')).length);
await h.close();
