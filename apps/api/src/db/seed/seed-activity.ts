import { randomUUID } from 'node:crypto';
import { businessMonth, zonedDateTime, type EventStatus } from '@relais/domain';
import type { Db } from '../client';
import { availability, events, leaves, reports, tasks } from '../schema/index';
import type { SeededRates } from './seed-client-data';
import type { SeededPeople } from './seed-people';
import { LABELS, workingDay } from './seed-days';
import { invoicedMonthEvents, seedInvoices } from './seed-invoices';
import { buildReports, markPremium, reportNeededVisit } from './seed-reports';

type EventInsert = typeof events.$inferInsert;

/** Visits and remote works over last, this and next month, in every status, relative to the clock. */
const buildEvents = (people: SeededPeople, now: Date): EventInsert[] => {
  const out: EventInsert[] = [];
  const [c0, c1, c2, c3] = people.demoClientIds;
  const clientsCycle = [c0, c1, c3, c0, c2].filter((c): c is string => Boolean(c));
  const pastCycle: EventStatus[] = ['CLOSED', 'TERMINATED', 'DONE', 'CLOSED'];
  const days = [3, 7, 10, 14, 17, 21, 24, 27];
  let i = 0;
  for (const offset of [-1, 0, 1]) {
    const month = businessMonth(now, offset);
    for (const day of days) {
      const remote = i % 3 === 2;
      const start = zonedDateTime(workingDay(month, day), remote ? '14:00' : '09:00');
      const durationMinutes = remote ? 120 : 180 + (i % 2) * 60;
      const ended = start.getTime() + durationMinutes * 60_000 <= now.getTime();
      const status: EventStatus = !ended
        ? 'SCHEDULED'
        : offset < 0 && i % 4 !== 1 && i % 4 !== 2
          ? 'CLOSED'
          : (pastCycle[i % 4] ?? 'CLOSED');
      out.push({
        id: randomUUID(),
        assistantId: people.demoId,
        clientId: clientsCycle[i % clientsCycle.length] ?? people.demoClientIds[0] ?? '',
        remote,
        // a remote work has no label of its own: the app names it by its kind, in the user's language
        label: remote ? '' : (LABELS[i % LABELS.length] ?? 'Intervention'),
        comment: i % 4 === 0 ? 'Apporter le badge d’accès.' : null,
        startAt: start,
        durationMinutes,
        status,
      });
      i += 1;
    }
  }
  const otherStart = zonedDateTime(workingDay(businessMonth(now, 1), 15), '10:00');
  out.push({
    id: randomUUID(),
    assistantId: people.otherId,
    clientId: people.otherClientId,
    remote: false,
    label: 'Saisie des bons de livraison',
    startAt: otherStart,
    durationMinutes: 180,
    status: 'SCHEDULED',
  });
  return out;
};

export const seedActivity = async (db: Db, now: Date, people: SeededPeople, rates: SeededRates) => {
  const evts = [...buildEvents(people, now), reportNeededVisit(people, now)];
  markPremium(evts, people, now);
  const taskList = await db
    .select({ id: tasks.id, label: tasks.label, premium: tasks.premium })
    .from(tasks)
    .orderBy(tasks.label);
  // before the events are written: a rejected report puts its event back to DONE
  const reportRows = buildReports(evts, { tasks: taskList, rates, staffId: people.staffId, now });
  // the invoiced months' interventions, CLOSED with validated reports (numbered apart: the reports
  // of the three months around now stay as they were)
  const invoiced = invoicedMonthEvents(people, now);
  const invoicedReports = buildReports(invoiced, { tasks: taskList, rates, staffId: people.staffId, now });
  await db.insert(events).values([...evts, ...invoiced]);
  await db.insert(reports).values([...reportRows, ...invoicedReports]);

  await seedInvoices(db, now, people, { events: invoiced, reports: invoicedReports });

  const slots = [];
  for (let day = 1; day <= 7; day += 1) {
    for (const part of ['MORNING', 'AFTERNOON'] as const) {
      slots.push({
        assistantId: people.demoId,
        day,
        part,
        value: day <= 5 && !(day === 3 && part === 'AFTERNOON'),
        // last updated 40 days ago: the demo shows the planning-update warning (due after 30 days)
        createdAt: new Date(now.getTime() - 40 * 86_400_000),
        updatedAt: new Date(now.getTime() - 40 * 86_400_000),
      });
    }
  }
  await db.insert(availability).values(slots);

  const nextMonth = businessMonth(now, 1);
  const leave = (assistantId: string, days: [string, string], label: string, comment: string | null) => ({
    id: randomUUID(),
    assistantId,
    startDate: `${nextMonth}-${days[0]}`,
    endDate: `${nextMonth}-${days[1]}`,
    label,
    comment,
  });
  await db
    .insert(leaves)
    .values([
      leave(people.demoId, ['18', '22'], 'Congés', 'Vacances en famille'),
      leave(people.otherId, ['04', '06'], 'Formation', null),
    ]);
};
