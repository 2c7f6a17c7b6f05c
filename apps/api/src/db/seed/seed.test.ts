import { afterAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { businessDate, businessMonth, effectiveStatus, fixedClock, reportTotalMinutes } from '@relais/domain';
import { defaultProvider } from '../../config';
import { verifyPassword } from '../../lib/password';
import { demoSeedOptions } from '../../test/seed-options';
import { openPglite, type DbHandle } from '../client';
import {
  assistantClientRates,
  clientNotes,
  clients,
  events,
  invoices,
  reports,
  tasks,
  users,
} from '../schema/index';
import { seedIfEmpty } from './seed';
import { DEMO_PASSWORD } from './seed-people';

const handles: DbHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
});

describe('demo seed', () => {
  it.each(['2026-03-01T05:00:00Z', '2026-03-31T20:00:00Z', '2026-02-28T23:20:00Z', '2026-06-15T08:00:00Z'])(
    'on %s: every status, over three months, once',
    async (now) => {
      const handle = await openPglite();
      handles.push(handle);
      await handle.migrate();
      const clock = fixedClock(now);
      const opts = await demoSeedOptions();
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
      await checkInterventions(handle, clock.now());
    },
  );
});

describe('demo accounts', () => {
  it('each has a hash and a salt of its own, and signs in with the demo password', async () => {
    const handle = await openPglite();
    handles.push(handle);
    await handle.migrate();
    // what a first start does: the wiring root's options, no precomputed hash
    const { completion } = await demoSeedOptions();
    const clock = fixedClock('2026-03-11T09:00:00Z');
    expect(await seedIfEmpty(handle.db, clock, defaultProvider, { completion })).toBe(true);
    // the accounts that sign in, the client user's too (the customer-success contact of the messages is a contact only)
    const hashes = (
      await handle.db.select({ hash: users.passwordHash }).from(users).where(isNotNull(users.passwordHash))
    ).map((u) => u.hash ?? '');
    expect(hashes).toHaveLength(6);
    // PHC string: $argon2id$v=19$m=...,t=...,p=...$<salt>$<hash>
    const salts = hashes.map((h) => h.split('$')[4]);
    expect(new Set(hashes).size).toBe(6);
    expect(new Set(salts).size).toBe(6);
    for (const hash of hashes) expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
  });
});

/** Rates, notes, premium, report contents and the report-needed visit of the current month. */
const checkInterventions = async (handle: DbHandle, now: Date) => {
  const db = handle.db;
  const [demo] = await db.select().from(users).where(eq(users.loginEmail, 'demo@relais.test'));
  const demoId = demo?.id ?? '';
  const rates = await db
    .select()
    .from(assistantClientRates)
    .where(eq(assistantClientRates.assistantId, demoId));
  const demoClients = new Set(rates.map((r) => r.clientId));
  expect(demoClients.size).toBe(4);
  for (const clientId of demoClients) {
    const live = rates.filter((r) => r.clientId === clientId && r.active);
    expect(live.map((r) => [r.kind, r.hourlyCents]).sort()).toEqual([
      ['PREMIUM', 3200],
      ['STANDARD', 2500],
    ]);
    const notes = await db.select().from(clientNotes).where(eq(clientNotes.clientId, clientId));
    expect(notes.length).toBeGreaterThanOrEqual(2);
  }
  const premiumClients = await db.select().from(clients).where(eq(clients.premiumEnabled, true));
  expect(premiumClients).toHaveLength(1);
  const all = await db.select().from(events);
  const ofPremium = all.filter((e) => e.clientId === premiumClients[0]?.id);
  const approved = ofPremium.filter((e) => e.premiumState === 'APPROVED');
  expect(approved).toHaveLength(1);
  expect(approved[0]?.startAt.getTime()).toBeLessThan(now.getTime());
  expect(ofPremium.filter((e) => e.premiumState === 'WAITING')).toHaveLength(1);

  const taskIds = new Map((await db.select().from(tasks)).map((x) => [x.id, x.premium]));
  const rateIds = new Set(rates.filter((r) => r.kind === 'STANDARD' && r.active).map((r) => r.id));
  const reportRows = await db.select().from(reports);
  for (const r of reportRows) {
    const event = all.find((e) => e.id === r.eventId);
    const content = r.content;
    if (!event || !content) throw new Error('a seeded report without its event or content');
    expect(r.realDuration).toBe(reportTotalMinutes(content));
    expect(r.realDuration).toBe(event.durationMinutes);
    expect(content.reportTaskRequestList.every((x) => taskIds.get(x.taskId) === false)).toBe(true);
    expect(content.reportPremiumTaskRequestList.every((x) => taskIds.get(x.taskId) === true)).toBe(true);
    expect(rateIds.has(content.assistantStandardRateId)).toBe(true);
    const expected = { VALIDATED: 'CLOSED', PENDING: 'TERMINATED', REJECTED: 'DONE' }[r.status];
    expect(event.status).toBe(expected);
  }
  for (const e of all.filter((x) => x.status === 'TERMINATED' || x.status === 'CLOSED')) {
    expect(reportRows.some((r) => r.eventId === e.id)).toBe(true);
  }
  // every invoice of the demo has its month's interventions behind it, CLOSED with validated reports
  for (const invoice of await db.select().from(invoices).where(eq(invoices.assistantId, demoId))) {
    const behind = all.filter((e) => e.status === 'CLOSED' && businessMonth(e.startAt) === invoice.month);
    expect(behind.length, invoice.month).toBeGreaterThanOrEqual(3);
    for (const e of behind) expect(reportRows.find((r) => r.eventId === e.id)?.status).toBe('VALIDATED');
  }
  // a visit of the current month awaiting its report, whatever the day
  const needed = all.filter(
    (e) =>
      e.assistantId === demoId &&
      !e.remote &&
      businessMonth(e.startAt) === businessMonth(now) &&
      e.startAt.getTime() < now.getTime() &&
      effectiveStatus(e.status, e.startAt, e.durationMinutes, now) === 'DONE' &&
      !reportRows.some((r) => r.eventId === e.id),
  );
  expect(needed.length).toBeGreaterThanOrEqual(1);
  expect(businessDate(needed[0]?.startAt ?? new Date(0)) <= businessDate(now)).toBe(true);
};
