import { randomUUID } from 'node:crypto';
import {
  businessDate,
  businessMonth,
  reportTotalMinutes,
  zonedDateTime,
  type ReportBody,
} from '@relais/domain';
import type { events, reports } from '../schema/index';
import { rateKey, type SeededRates } from './seed-client-data';
import type { SeededPeople } from './seed-people';

type EventInsert = typeof events.$inferInsert;
type ReportInsert = typeof reports.$inferInsert;
export type SeedTask = { id: string; label: string; premium: boolean };

const QUARTER = 15 * 60_000;

/**
 * A visit of the current month that has started and awaits its report (DONE), whatever the day:
 * yesterday afternoon, or on the 1st the early morning of today.
 */
export const reportNeededVisit = (people: SeededPeople, now: Date): EventInsert => {
  const today = businessDate(now);
  let start: Date;
  let durationMinutes = 120;
  if (!today.endsWith('-01')) {
    const y = new Date(`${today}T12:00:00Z`);
    y.setUTCDate(y.getUTCDate() - 1);
    start = zonedDateTime(y.toISOString().slice(0, 10), '13:30');
  } else {
    const six = zonedDateTime(today, '06:00');
    start =
      now.getTime() - six.getTime() >= QUARTER ? six : zonedDateTime(`${businessMonth(now)}-01`, '00:00');
    const quarters = Math.floor((now.getTime() - start.getTime()) / QUARTER);
    durationMinutes = Math.min(120, Math.max(1, quarters) * 15);
  }
  return {
    id: randomUUID(),
    assistantId: people.demoId,
    clientId: people.demoClientIds[1] ?? people.demoClientIds[0] ?? '',
    remote: false,
    label: 'Mise à jour des dossiers clients',
    comment: 'Rapport à rédiger.',
    startAt: start,
    durationMinutes,
    status: 'DONE',
  };
};

/**
 * Premium on the client that offers it (the first demo client): APPROVED on its first event of last
 * month (always past), WAITING on its first event of the current month.
 */
export const markPremium = (evts: EventInsert[], people: SeededPeople, now: Date): void => {
  const premiumClient = people.demoClientIds[0];
  const ofClient = (month: string) =>
    evts.find((e) => e.clientId === premiumClient && businessMonth(e.startAt) === month);
  const approved = ofClient(businessMonth(now, -1));
  const waiting = ofClient(businessMonth(now, 0));
  if (approved) approved.premiumState = 'APPROVED';
  if (waiting) waiting.premiumState = 'WAITING';
};

/** The report content of a seeded intervention: its tasks fill its duration exactly. */
const contentOf = (
  e: EventInsert,
  n: number,
  tasks: { standard: SeedTask[]; premium: SeedTask[] },
  rates: { standardId: string; premiumId: string } | undefined,
): ReportBody => {
  const pick = (list: SeedTask[], k: number) => list[k % Math.max(1, list.length)]?.id ?? '';
  const withPremium = e.premiumState === 'APPROVED' && tasks.premium.length > 0;
  const premiumMinutes = withPremium ? 60 : 0;
  const second = 60;
  const first = e.durationMinutes - second - premiumMinutes;
  return {
    realStartingDate: e.startAt.toISOString(),
    reportTaskRequestList: [
      { taskId: pick(tasks.standard, n * 2), duration: first, comment: null },
      { taskId: pick(tasks.standard, n * 2 + 1), duration: second, comment: 'Fait avec le dirigeant.' },
    ],
    reportPremiumTaskRequestList: withPremium
      ? [{ taskId: pick(tasks.premium, n), duration: premiumMinutes, comment: 'Accord du client reçu.' }]
      : [],
    expenseLineRequestList:
      !e.remote && n % 2 === 0 ? [{ index: 0, kind: 'KM', label: 'Trajet aller-retour', quantity: 18 }] : [],
    fixedPrice: null,
    expenseComment: null,
    privateComment: n % 3 === 0 ? 'Client très satisfait.' : null,
    publicComment: e.remote ? 'Travail réalisé à distance.' : 'Intervention réalisée comme prévu.',
    assistantStandardRateId: rates?.standardId ?? '',
    assistantPremiumRateId: withPremium ? (rates?.premiumId ?? null) : null,
  };
};

/**
 * Reports of the submitted interventions: CLOSED ones VALIDATED by staff, TERMINATED ones PENDING,
 * except the first, REJECTED with a reason (when another one stays pending), which puts its event
 * back to DONE.
 */
export const buildReports = (
  evts: EventInsert[],
  ctx: { tasks: SeedTask[]; rates: SeededRates; staffId: string; now: Date },
): ReportInsert[] => {
  const tasks = {
    standard: ctx.tasks.filter((t) => !t.premium),
    premium: ctx.tasks.filter((t) => t.premium),
  };
  const submitted = evts.filter((e) => e.status === 'TERMINATED' || e.status === 'CLOSED');
  const terminated = submitted.filter((e) => e.status === 'TERMINATED');
  // the first one awaiting validation is rejected, when another one still awaits
  const rejectedId = terminated.length >= 2 ? terminated[0]?.id : undefined;
  return submitted.map((e, idx) => {
    const submittedAt = new Date(e.startAt.getTime() + (e.durationMinutes + 60) * 60_000);
    const content = contentOf(e, idx, tasks, ctx.rates.get(rateKey(e.assistantId, e.clientId)));
    const rejected = e.id === rejectedId;
    if (rejected) e.status = 'DONE';
    const closed = e.status === 'CLOSED';
    return {
      id: randomUUID(),
      eventId: e.id,
      submittedAt,
      status: closed ? ('VALIDATED' as const) : rejected ? ('REJECTED' as const) : ('PENDING' as const),
      rejectionReason: rejected ? 'Merci de préciser les tâches réalisées.' : null,
      content,
      realDuration: reportTotalMinutes(content),
      validatedAt: closed ? new Date(Math.min(submittedAt.getTime() + 86_400_000, ctx.now.getTime())) : null,
      reviewedBy: closed || rejected ? ctx.staffId : null,
    };
  });
};
