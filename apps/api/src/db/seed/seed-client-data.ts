import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { assistantClientRates, clientNotes } from '../schema/index';
import { englishOf } from './reference-data-en';
import type { SeededPeople } from './seed-people';

/** Hourly rates of the demo (cents): standard and premium with each client. */
export const DEMO_STANDARD_CENTS = 2500;
export const DEMO_PREMIUM_CENTS = 3200;

/** The rate ids of each assistant+client pair, for the seeded reports. */
export type SeededRates = Map<string, { standardId: string; premiumId: string }>;
export const rateKey = (assistantId: string, clientId: string) => `${assistantId}:${clientId}`;

const NOTES: string[][] = [
  [
    '<p>Code du portail : <b>4512B</b>. Se garer dans la cour.</p>',
    '<p>Les factures fournisseurs sont dans le classeur <i>bleu</i>.</p>',
    '<p>Hélène préfère être appelée le matin avant 10 h.</p>',
  ],
  [
    '<p>Demander le badge à l’accueil du 3e étage.</p>',
    '<p>Les dossiers clients sont confidentiels : ne rien emporter.</p>',
  ],
  [
    '<p>Atelier fermé le lundi matin.</p>',
    '<p>Classement par année puis par fournisseur.</p>',
    '<ul><li>Apporter des pochettes</li><li>Prévoir une clé USB</li></ul>',
  ],
  [
    '<p>Mme Roux est malentendante : sonner deux fois et attendre.</p>',
    '<p>Les papiers de la CAF sont dans le tiroir du buffet.</p>',
  ],
  [
    '<p>Bons de livraison à saisir avant le 5 du mois.</p>',
    '<p>Interlocuteur : Paul, au quai de chargement.</p>',
  ],
];

/** Standard and premium rates for every assistant+client link; two or three notes per client. */
export const seedClientData = async (db: Db, people: SeededPeople, now: Date): Promise<SeededRates> => {
  const rates: SeededRates = new Map();
  const pairs = [
    ...people.demoClientIds.map((clientId) => [people.demoId, clientId] as const),
    [people.otherId, people.otherClientId] as const,
  ];
  const rows = pairs.flatMap(([assistantId, clientId]) => {
    const ids = { standardId: randomUUID(), premiumId: randomUUID() };
    rates.set(rateKey(assistantId, clientId), ids);
    return [
      {
        id: ids.standardId,
        assistantId,
        clientId,
        kind: 'STANDARD' as const,
        label: 'Taux horaire standard',
        labelEn: englishOf('Taux horaire standard'),
        hourlyCents: DEMO_STANDARD_CENTS,
      },
      {
        id: ids.premiumId,
        assistantId,
        clientId,
        kind: 'PREMIUM' as const,
        label: 'Taux horaire premium',
        labelEn: englishOf('Taux horaire premium'),
        hourlyCents: DEMO_PREMIUM_CENTS,
      },
      {
        id: randomUUID(),
        assistantId,
        clientId,
        kind: 'STANDARD' as const,
        label: 'Ancien taux (inactif)',
        labelEn: englishOf('Ancien taux (inactif)'),
        hourlyCents: 2200,
        active: false,
      },
    ];
  });
  await db.insert(assistantClientRates).values(rows);

  const clientIds = [...people.demoClientIds, people.otherClientId];
  const notes = clientIds.flatMap((clientId, i) =>
    (NOTES[i] ?? []).map((content, j) => {
      // the first note of each client is the oldest
      const at = new Date(now.getTime() - (30 - j * 7 + i) * 86_400_000);
      return { id: randomUUID(), clientId, content, createdAt: at, updatedAt: at };
    }),
  );
  await db.insert(clientNotes).values(notes);
  return rates;
};
