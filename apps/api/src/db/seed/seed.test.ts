import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessMonth, fixedClock } from '@relais/domain';
import { defaultProvider } from '../../config';
import { demoPasswordHash } from '../../test/test-db';
import { openPglite, type DbHandle } from '../client';
import { events, invoices, users } from '../schema/index';
import { seedIfEmpty } from './seed';

const handles: DbHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
});

describe('demo seed', () => {
  it.each(['2026-03-01T05:00:00Z', '2026-03-31T20:00:00Z'])(
    'on %s: every status, over three months, once',
    async (now) => {
      const handle = await openPglite();
      handles.push(handle);
      await handle.migrate();
      const clock = fixedClock(now);
      const opts = { passwordHash: await demoPasswordHash() };
      expect(await seedIfEmpty(handle.db, clock, defaultProvider, opts)).toBe(true);
      expect(await seedIfEmpty(handle.db, clock, defaultProvider, opts)).toBe(false);
      const all = await handle.db.select().from(events);
      expect(new Set(all.map((e) => e.status))).toEqual(
        new Set(['SCHEDULED', 'DONE', 'TERMINATED', 'CLOSED']),
      );
      expect(all.some((e) => e.remote)).toBe(true);
      for (const e of all) {
        if (e.status === 'SCHEDULED')
          expect(e.startAt.getTime()).toBeGreaterThan(clock.now().getTime() - e.durationMinutes * 60_000);
        else expect(e.startAt.getTime()).toBeLessThan(clock.now().getTime());
      }
      const months = new Set(all.map((e) => businessMonth(e.startAt)));
      for (const offset of [-1, 0, 1]) expect(months).toContain(businessMonth(clock.now(), offset));
      const inv = await handle.db.select().from(invoices);
      expect(new Set(inv.map((i) => i.status)).size).toBeGreaterThanOrEqual(4);
      const staff = await handle.db
        .select()
        .from(users)
        .where(eq(users.loginEmail, 'support@relais-provider.test'));
      expect(staff[0]?.role).toBe('STAFF');
    },
  );
});
