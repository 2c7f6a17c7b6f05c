import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fixedClock, HISTORY_EVENT_TYPES, HISTORY_OBJECT_TYPES } from '@relais/domain';
import { defaultProvider } from '../../config';
import { demoSeedOptions } from '../../test/seed-options';
import { completionOf } from '../../test/test-db';
import { openPglite, type DbHandle } from '../client';
import { curriculum, gaugeState, history, quotes } from '../schema/index';
import { seedDemo } from './seed';

const handles: DbHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
});

const DAY = 86_400_000;

describe('demo seed: profile, history and quotes', () => {
  it.each(['2026-03-01T05:00:00Z', '2026-03-11T09:00:00Z', '2026-06-15T08:00:00Z'])('on %s', async (iso) => {
    const handle = await openPglite();
    handles.push(handle);
    await handle.migrate();
    const clock = fixedClock(iso);
    const now = clock.now();
    const people = await seedDemo(handle.db, clock, defaultProvider, await demoSeedOptions());

    // the gauge: in (0, 75], last seen at that total, and above 75 with the curriculum complete
    const completion = await completionOf(handle.db, people.demoId, now);
    expect(completion.total).toBeGreaterThan(60);
    expect(completion.total).toBeLessThanOrEqual(75);
    const [state] = await handle.db.select().from(gaugeState).where(eq(gaugeState.userId, people.demoId));
    expect(state).toMatchObject({ lastSeenTotal: completion.total, celebratedAt: null });
    await handle.db
      .update(curriculum)
      .set({ summary: 'Résumé', experienceYears: 5, languages: ['fr'] })
      .where(eq(curriculum.assistantId, people.demoId));
    expect((await completionOf(handle.db, people.demoId, now)).total).toBeGreaterThan(75);

    // 60+ varied history lines over the last three months
    const lines = await handle.db.select().from(history).where(eq(history.assistantId, people.demoId));
    expect(lines.length).toBeGreaterThanOrEqual(60);
    for (const l of lines) {
      expect(l.at.getTime()).toBeLessThan(now.getTime());
      expect(l.at.getTime()).toBeGreaterThan(now.getTime() - 92 * DAY);
      expect(HISTORY_OBJECT_TYPES).toContain(l.objectType);
      expect(HISTORY_EVENT_TYPES).toContain(l.eventType);
    }
    expect(new Set(lines.map((l) => l.objectType)).size).toBeGreaterThanOrEqual(8);

    // two or three quotes per demo client, in several statuses
    const all = await handle.db.select().from(quotes);
    for (const clientId of people.demoClientIds) {
      const n = all.filter((q) => q.clientId === clientId).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(3);
    }
    expect(new Set(all.map((q) => q.status))).toEqual(new Set(['NEW', 'PROPOSED', 'ACCEPTED', 'REJECTED']));
  });
});
