import { randomUUID } from 'node:crypto';
import { businessDate, businessMonth, type QuoteStatus } from '@relais/domain';
import type { Db } from '../client';
import { quotes } from '../schema/index';
import type { SeededPeople } from './seed-people';

type QuoteSeed = [title: string, status: QuoteStatus, amountCents: number, monthlyMinutes: number | null];

/** Two or three quotes per demo client (first client first), one for the other assistant's client. */
export const QUOTE_SEEDS: readonly (readonly QuoteSeed[])[] = [
  [
    ['Facturation et relances hebdomadaires', 'ACCEPTED', 180_000, 24 * 60],
    ['Services premium : inventaire annuel', 'PROPOSED', 45_000, null],
    ['Renfort de fin d’année', 'REJECTED', 60_000, 8 * 60],
  ],
  [
    ['Secrétariat juridique', 'ACCEPTED', 240_000, 32 * 60],
    ['Archivage des dossiers 2025', 'NEW', 75_050, 10 * 60 + 30],
  ],
  [
    ['Classement ponctuel', 'ACCEPTED', 30_000, 4 * 60],
    ['Classement trimestriel', 'PROPOSED', 90_000, 6 * 60],
  ],
  [
    ['Papiers administratifs mensuels', 'ACCEPTED', 25_000, 2 * 60],
    ['Déclaration de revenus', 'NEW', 12_000, null],
  ],
  [['Saisie des bons de livraison', 'ACCEPTED', 150_000, 20 * 60]],
];

export const seedQuotes = async (db: Db, now: Date, people: SeededPeople): Promise<void> => {
  const clientIds = [...people.demoClientIds, people.otherClientId];
  const month = businessMonth(now, -2).replace('-', '');
  let n = 0;
  const rows = clientIds.flatMap((clientId, i) =>
    (QUOTE_SEEDS[i] ?? []).map(([title, status, amountCents, monthlyMinutes], j) => {
      n += 1;
      const createdAt = new Date(now.getTime() - (60 - i * 5 - j * 10) * 86_400_000);
      return {
        id: randomUUID(),
        clientId,
        number: `DV-${month}-${String(n).padStart(3, '0')}`,
        title,
        status,
        amountCents,
        monthlyMinutes,
        validUntil:
          status === 'NEW' || status === 'PROPOSED'
            ? businessDate(new Date(now.getTime() + (30 + j) * 86_400_000))
            : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await db.insert(quotes).values(rows);
};
