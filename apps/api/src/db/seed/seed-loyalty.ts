import { randomUUID } from 'node:crypto';
import { zonedDateTime, businessDate } from '@relais/domain';
import type { Db } from '../client';
import { events, referralCodes, referrals, reports, tasks, users } from '../schema/index';
import { rateKey, type SeededRates } from './seed-client-data';
import type { SeededPeople } from './seed-people';
import { buildReports } from './seed-reports';

/** The demo assistant's referral code (stored without its dash: CMDR-4827). */
export const DEMO_REFERRAL_CODE = 'CMDR4827';

const DAY = 86_400_000;

/**
 * Loyalty and referral demo data (decisions "Loyalty and referral"). Points are never seeded: the
 * loyalty service records them from the facts on the first read (the demo's validated reports, her
 * profile, her referees' first missions). Seeded here: her referral code and three referees, one in
 * each state: Léa (invited: no password yet), the prospect Inès (signed up), and Sarah (first mission
 * done: one validated report; she signs in with her identity provider, so she has no password here).
 */
export const seedLoyalty = async (db: Db, now: Date, people: SeededPeople, rates: SeededRates) => {
  const lea = randomUUID();
  const sarah = randomUUID();
  await db.insert(users).values([
    { id: lea, loginEmail: 'lea.petit@relais.test', firstName: 'Léa', lastName: 'Petit', civility: 'MRS' },
    {
      id: sarah,
      loginEmail: 'sarah.lefevre@relais.test',
      firstName: 'Sarah',
      lastName: 'Lefèvre',
      civility: 'MRS',
    },
  ]);
  await db.insert(referralCodes).values({
    assistantId: people.demoId,
    code: DEMO_REFERRAL_CODE,
    createdAt: new Date(now.getTime() - 90 * DAY),
  });
  const referral = (refereeId: string, daysAgo: number) => ({
    id: randomUUID(),
    referrerId: people.demoId,
    refereeId,
    code: DEMO_REFERRAL_CODE,
    createdAt: new Date(now.getTime() - daysAgo * DAY),
  });
  await db.insert(referrals).values([referral(sarah, 60), referral(people.prospectId, 25), referral(lea, 4)]);

  // Sarah's first mission: a visit a month ago at the demo's first client, its report validated
  const clientId = people.demoClientIds[0] ?? '';
  const visit = {
    id: randomUUID(),
    assistantId: sarah,
    clientId,
    remote: false,
    label: 'Accueil et standard',
    startAt: zonedDateTime(businessDate(new Date(now.getTime() - 30 * DAY)), '09:00'),
    durationMinutes: 180,
    status: 'CLOSED' as const,
  };
  const taskList = await db
    .select({ id: tasks.id, label: tasks.label, premium: tasks.premium })
    .from(tasks)
    .orderBy(tasks.label);
  // her report uses the rates of the client's standing agreement (the demo's, seed-client-data)
  const withHers: SeededRates = new Map(rates);
  const demoRates = rates.get(rateKey(people.demoId, clientId));
  if (demoRates) withHers.set(rateKey(sarah, clientId), demoRates);
  const rows = buildReports([visit], { tasks: taskList, rates: withHers, staffId: people.staffId, now });
  await db.insert(events).values(visit);
  await db.insert(reports).values(rows);
};
