import { randomUUID } from 'node:crypto';
import {
  historyLineSearchKey,
  type HistoryDetails,
  type HistoryEventType,
  type HistoryObjectType,
} from '@relais/domain';
import type { Db } from '../client';
import { history } from '../schema/index';
import type { SeededPeople } from './seed-people';

type Line = [HistoryObjectType, HistoryEventType, string, HistoryDetails | null];
type Entry = {
  assistantId: string;
  at: Date;
  objectType: HistoryObjectType;
  eventType: HistoryEventType;
  label: string;
  details: HistoryDetails | null;
};

/** An intervention's facts for a seeded line (a fixed date: the lines are samples, not the agenda). */
const at = (clientName: string, startAt: string, remote = false): HistoryDetails => ({
  kind: 'INTERVENTION',
  clientName,
  startAt,
  remote,
});
const LEMOINE = 'Boulangerie Lemoine';
const GIRARD = 'Cabinet Girard';

/**
 * 22 kinds of line, written three times (66 lines), newest first, every 32 hours back from the
 * clock (the oldest 88 days ago), with their facts like the lines the server writes (the app writes
 * each as a sentence in the user's language). Search material: "Congés" in 3 of them (9 lines),
 * "Lemoine" (a client, in the facts) in 5 (15 lines), a literal "%" in 1 (3 lines), a literal "_"
 * in 1 (3 lines).
 */
export const HISTORY_LINES: readonly Line[] = [
  ['VISIT', 'CREATED', 'Facturation mensuelle', at(LEMOINE, '2026-01-12T08:00:00.000Z')],
  ['VISIT', 'UPDATED', 'Classement et archivage', at(GIRARD, '2026-01-14T13:30:00.000Z')],
  ['REPORT', 'SUBMITTED', 'Facturation mensuelle', at(LEMOINE, '2026-01-05T08:00:00.000Z')],
  ['REPORT', 'VALIDATED', 'Saisie comptable', at(GIRARD, '2025-12-18T09:00:00.000Z')],
  ['REMOTE_WORK', 'CREATED', '', at(GIRARD, '2026-01-20T13:00:00.000Z', true)],
  ['ABSENCE', 'CREATED', 'Congés d’été', { kind: 'ABSENCE', startDate: '2026-08-03', endDate: '2026-08-21' }],
  ['AVAILABILITY', 'UPDATED', '', { kind: 'AVAILABILITY', numDay: 1, part: 'MORNING', available: true }],
  ['FILE', 'UPLOADED', 'Attestation URSSAF à 100 %.pdf', null],
  ['MESSAGE', 'CREATED', 'Question sur le pro forma', null],
  [
    'INVOICE',
    'SUBMITTED',
    'F-2025-12',
    { kind: 'INVOICE', invoiceNumber: 'F-2025-12', month: '2025-12', status: 'PROPOSED' },
  ],
  ['REPORT', 'REJECTED', 'Relances clients', at(LEMOINE, '2025-12-09T08:00:00.000Z')],
  ['VISIT', 'DELETED', 'Gestion de l’agenda', at(GIRARD, '2026-02-02T08:00:00.000Z')],
  ['ACCOUNT', 'SIGNED_IN', '', null],
  ['PROFILE', 'UPDATED', '', { kind: 'CURRICULUM' }],
  ['AVAILABILITY', 'SNOOZED', '', { kind: 'SNOOZE', untilDate: '2026-04-01' }],
  [
    'ABSENCE',
    'UPDATED',
    'Congés de printemps',
    { kind: 'ABSENCE', startDate: '2026-04-13', endDate: '2026-04-17' },
  ],
  ['VISIT', 'PREMIUM_REQUESTED', 'Facturation mensuelle', at(LEMOINE, '2026-02-09T08:00:00.000Z')],
  ['VISIT', 'PREMIUM_ANSWERED', 'Facturation mensuelle', at(LEMOINE, '2026-02-09T08:00:00.000Z')],
  ['FILE', 'UPLOADED', 'Note_de_frais.jpg', null],
  ['REMOTE_WORK', 'UPDATED', 'Saisie des factures', at(GIRARD, '2026-01-27T13:00:00.000Z', true)],
  [
    'ABSENCE',
    'DELETED',
    'Congés annulés',
    { kind: 'ABSENCE', startDate: '2026-05-04', endDate: '2026-05-08' },
  ],
  ['ACCOUNT', 'UPDATED', 'Adresse', null],
];
export const HISTORY_ROUNDS = 3;
export const HISTORY_STEP_MS = 32 * 3_600_000;

export const seedHistory = async (db: Db, now: Date, people: SeededPeople): Promise<void> => {
  const demo: Entry[] = [];
  for (let k = 0; k < HISTORY_LINES.length * HISTORY_ROUNDS; k += 1) {
    const line = HISTORY_LINES[k % HISTORY_LINES.length];
    if (!line) continue;
    const [objectType, eventType, label, details] = line;
    demo.push({
      assistantId: people.demoId,
      at: new Date(now.getTime() - (k + 1) * HISTORY_STEP_MS),
      objectType,
      eventType,
      label,
      details,
    });
  }
  const other: Entry[] = (
    [
      [
        'ABSENCE',
        'CREATED',
        'Congés de Julien',
        { kind: 'ABSENCE', startDate: '2026-07-06', endDate: '2026-07-10' },
      ],
      [
        'VISIT',
        'CREATED',
        'Saisie des bons de livraison',
        at('Transports Leroy', '2026-02-16T08:00:00.000Z'),
      ],
      ['FILE', 'UPLOADED', 'Remise 10 %.pdf', null],
      ['ACCOUNT', 'SIGNED_IN', '', null],
      [
        'AVAILABILITY',
        'UPDATED',
        '',
        { kind: 'AVAILABILITY', numDay: 3, part: 'AFTERNOON', available: false },
      ],
    ] satisfies Line[]
  ).map(([objectType, eventType, label, details], i) => ({
    assistantId: people.otherId,
    at: new Date(now.getTime() - (i + 1) * 50 * 3_600_000),
    objectType,
    eventType,
    label,
    details,
  }));
  // the search key as the history module stores it (same domain function)
  await db.insert(history).values(
    [...demo, ...other].map((e) => ({
      ...e,
      id: randomUUID(),
      objectId: null,
      searchKey: historyLineSearchKey(e.label, e.details),
    })),
  );
};
