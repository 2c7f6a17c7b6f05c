import type { HistoryEventType, HistoryObjectType } from '@relais/domain';
import { recordHistory, type HistoryEntry } from '../../modules/history/history.service';
import type { Db } from '../client';
import type { SeededPeople } from './seed-people';

type Line = [HistoryObjectType, HistoryEventType, string];

/**
 * 22 kinds of line, written three times (66 lines), newest first, every 32 hours back from the
 * clock (the oldest 88 days ago). Search material: "Congés" in 3 of them (9 lines), "Télétravail"
 * in 2 (6 lines), a literal "%" in 1 (3 lines), a literal "_" in 1 (3 lines).
 */
export const HISTORY_LINES: readonly Line[] = [
  ['VISIT', 'CREATED', 'Facturation mensuelle'],
  ['VISIT', 'UPDATED', 'Classement et archivage'],
  ['REPORT', 'SUBMITTED', 'Rapport : Facturation mensuelle'],
  ['REPORT', 'VALIDATED', 'Rapport : Saisie comptable'],
  ['REMOTE_WORK', 'CREATED', 'Télétravail'],
  ['ABSENCE', 'CREATED', 'Congés d’été'],
  ['AVAILABILITY', 'UPDATED', 'Planning de la semaine'],
  ['FILE', 'UPLOADED', 'Attestation URSSAF à 100 %.pdf'],
  ['MESSAGE', 'CREATED', 'Question sur le pro forma'],
  ['INVOICE', 'SUBMITTED', 'Facture du mois'],
  ['REPORT', 'REJECTED', 'Rapport : Relances clients'],
  ['VISIT', 'DELETED', 'Gestion de l’agenda'],
  ['ACCOUNT', 'SIGNED_IN', 'Connexion'],
  ['PROFILE', 'UPDATED', 'Compétences'],
  ['AVAILABILITY', 'SNOOZED', 'Rappel du planning reporté'],
  ['ABSENCE', 'UPDATED', 'Congés de printemps'],
  ['VISIT', 'PREMIUM_REQUESTED', 'Services premium : Boulangerie Lemoine'],
  ['VISIT', 'PREMIUM_ANSWERED', 'Services premium acceptés'],
  ['FILE', 'UPLOADED', 'Note_de_frais.jpg'],
  ['REMOTE_WORK', 'UPDATED', 'Télétravail : saisie des factures'],
  ['ABSENCE', 'DELETED', 'Congés annulés'],
  ['ACCOUNT', 'UPDATED', 'Adresse mise à jour'],
];
export const HISTORY_ROUNDS = 3;
export const HISTORY_STEP_MS = 32 * 3_600_000;

export const seedHistory = async (db: Db, now: Date, people: SeededPeople): Promise<void> => {
  const demo: HistoryEntry[] = [];
  for (let k = 0; k < HISTORY_LINES.length * HISTORY_ROUNDS; k += 1) {
    const line = HISTORY_LINES[k % HISTORY_LINES.length];
    if (!line) continue;
    const [objectType, eventType, label] = line;
    demo.push({
      assistantId: people.demoId,
      at: new Date(now.getTime() - (k + 1) * HISTORY_STEP_MS),
      objectType,
      eventType,
      label,
    });
  }
  const other: HistoryEntry[] = (
    [
      ['ABSENCE', 'CREATED', 'Congés de Julien'],
      ['VISIT', 'CREATED', 'Saisie des bons de livraison'],
      ['FILE', 'UPLOADED', 'Remise 10 %.pdf'],
      ['ACCOUNT', 'SIGNED_IN', 'Connexion'],
      ['AVAILABILITY', 'UPDATED', 'Planning de la semaine'],
    ] as const
  ).map(([objectType, eventType, label], i) => ({
    assistantId: people.otherId,
    at: new Date(now.getTime() - (i + 1) * 50 * 3_600_000),
    objectType,
    eventType,
    label,
  }));
  await recordHistory(db, ...demo, ...other);
};
