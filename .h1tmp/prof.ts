import { systemClock } from '@relais/domain';
import { openPglite } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/db/seed/seed';
import { defaultProvider } from '../apps/api/src/config';
import { createEventsRepository } from '../apps/api/src/modules/events/events.repository';
import { users } from '../apps/api/src/db/schema/index';
import { eq } from 'drizzle-orm';

const h = await openPglite();
await h.migrate();
const people = await seedDemo(h.db, systemClock, defaultProvider);
const repo = createEventsRepository(h.db);
const from = new Date('2026-05-01T00:00:00+02:00'), to = new Date(Date.now() + 40 * 86400000);
const time = async (label: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 50; i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < 500; i++) await fn();
  console.log(label, ((performance.now() - t0) / 500).toFixed(3), 'ms');
};
await time('listShown', () => repo.listShown(people.demoId, { from: new Date(Date.now() - 30 * 86400000), to }, 'asc'));
await time('user by id', () => h.db.select().from(users).where(eq(users.id, people.demoId)));
console.log((await repo.listShown(people.demoId, { from, to }, 'asc')).length);
await h.close();
