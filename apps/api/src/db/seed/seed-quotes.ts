import { randomUUID } from 'node:crypto';
import { businessDate, businessMonth, quoteTotalsCents, type QuoteStatus } from '@relais/domain';
import type { Db } from '../client';
import { quoteLines, quotes } from '../schema/index';
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

/** The set-up line of a quote over 100 €: 50 € (its other line is the work itself). */
const SETUP_CENTS = 5_000;

/** A quote's lines: the work, and a set-up line when the quote is over 100 €; their total is the amount. */
const linesOf = (title: string, amountCents: number) => {
  const setup = amountCents > 10_000 ? SETUP_CENTS : 0;
  const lines = [{ label: title, quantity: 1, unitPriceCents: amountCents - setup }];
  if (setup) lines.push({ label: 'Mise en place et cadrage', quantity: 1, unitPriceCents: setup });
  if (quoteTotalsCents(lines).taxFreeCents !== amountCents) throw new Error(`seed: lines of ${title}`);
  return lines;
};

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
  await db.insert(quoteLines).values(
    rows.flatMap((q) =>
      linesOf(q.title, q.amountCents).map((l, position) => ({
        quoteId: q.id,
        position,
        label: l.label,
        quantityHundredths: Math.round(l.quantity * 100),
        unitPriceCents: l.unitPriceCents,
      })),
    ),
  );
};
