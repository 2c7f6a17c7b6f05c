import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messageSearchKey, richTextPlain } from '@relais/domain';
import type { ProviderInfo } from '../../config';
import type { Db } from '../client';
import { messages, users } from '../schema/index';
import type { SeededPeople } from './seed-people';

type MessageInsert = typeof messages.$inferInsert;

/** The e-mail of the demo's customer-success contact (a staff user without a password: a contact only). */
export const customerSuccessEmail = (provider: ProviderInfo) =>
  `claire.fontaine@${provider.staffEmailDomain}`;

const searchKey = (subject: string, content: string) =>
  messageSearchKey(`${subject} ${richTextPlain(content)}`);

const message = (
  m: Omit<MessageInsert, 'id' | 'searchKey' | 'createdAt' | 'updatedAt'> & { at: Date },
): MessageInsert => {
  const { at, ...rest } = m;
  return {
    id: randomUUID(),
    ...rest,
    searchKey: searchKey(m.subject, m.content),
    createdAt: at,
    updatedAt: at,
  };
};

/**
 * The demo's messages (issue 16): a thread in each list for demo@relais.test with the support desk
 * and her customer-success contact: received (read, and 2 unread: the header badge), sent (with the
 * team's reply), 2 drafts, archived on each side. The customer-success contact is seeded here.
 */
export const seedMessages = async (
  db: Db,
  now: Date,
  people: SeededPeople,
  provider: ProviderInfo,
): Promise<{ customerSuccessId: string }> => {
  const customerSuccessId = randomUUID();
  await db.insert(users).values({
    id: customerSuccessId,
    loginEmail: customerSuccessEmail(provider),
    passwordHash: null,
    role: 'STAFF',
    staffPermissions: ['support'],
    firstName: 'Claire',
    lastName: 'Fontaine',
    status: 'ACTIVE',
  });
  await db.update(users).set({ customerSuccessId }).where(eq(users.id, people.demoId));

  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const support = people.staffId;
  const demo = people.demoId;
  const received = (
    from: string,
    subject: string,
    content: string,
    hours: number,
    read: boolean,
    extra: Partial<MessageInsert> = {},
  ) =>
    message({
      senderId: from,
      receiverId: demo,
      subject,
      content,
      sentAt: ago(hours),
      readAt: read ? ago(hours - 1) : null,
      at: ago(hours),
      ...extra,
    });
  const sent = (
    to: string,
    subject: string,
    content: string,
    hours: number,
    extra: Partial<MessageInsert> = {},
  ) =>
    message({
      senderId: demo,
      receiverId: to,
      subject,
      content,
      sentAt: ago(hours),
      readAt: ago(hours - 2),
      at: ago(hours),
      ...extra,
    });

  await db.insert(messages).values([
    // received
    received(
      support,
      'Bienvenue chez Relais',
      '<p>Bienvenue ! Pensez à compléter votre profil et votre <b>dossier administratif</b>.</p>',
      24 * 30,
      true,
    ),
    received(
      support,
      'Votre facture a été acceptée',
      '<p>Votre facture du mois dernier a été <b>acceptée</b>. Le virement part sous 5 jours.</p>',
      24 * 10,
      true,
    ),
    received(
      customerSuccessId,
      'Point mensuel',
      '<p>Bonjour,</p><p>Comment se passent vos missions chez la Boulangerie Lemoine ? N’hésitez pas à me répondre ici.</p><p>Claire</p>',
      24 * 3,
      true,
    ),
    received(
      support,
      'Nouvelle mission disponible',
      '<p>Une mission à Villeurbanne pourrait vous intéresser :</p><ul><li>2 demi-journées par semaine</li><li>à partir du mois prochain</li></ul>',
      30,
      false,
    ),
    received(
      support,
      'Rappel : assurance professionnelle',
      '<p>Merci de vérifier la date de votre attestation d’assurance et de l’envoyer depuis <a href="https://relais.example/user/file">votre dossier</a>.</p>',
      5,
      false,
    ),
    // a thread: her question, the team's reply (read)
    sent(
      support,
      'Question sur le pro forma',
      '<p>Bonjour, pouvez-vous vérifier mon pro forma du mois ?</p>',
      48,
    ),
    received(
      support,
      'Re : Question sur le pro forma',
      '<p>Bonjour,</p><p>Votre pro forma est correct, vous pouvez soumettre la facture le 20.</p>',
      44,
      true,
    ),
    sent(
      customerSuccessId,
      'Congés de février',
      '<p>Bonjour Claire, je serai en <em>congés</em> la deuxième semaine de février.</p>',
      20,
    ),
    // drafts (the newest edited first)
    message({
      senderId: demo,
      receiverId: support,
      subject: 'Absence la semaine prochaine',
      content: '<p>Je serai absente mardi matin pour un rendez-vous…</p>',
      draft: true,
      at: ago(3),
    }),
    message({
      senderId: demo,
      receiverId: null,
      subject: 'Question sur les frais kilométriques',
      content: '',
      draft: true,
      at: ago(26),
    }),
    // archived, each party for herself
    received(
      support,
      'Formation premiers secours',
      '<p>Une session de formation aux premiers secours a lieu le mois prochain. Inscriptions ouvertes.</p>',
      24 * 60,
      true,
      { receiverArchived: true },
    ),
    sent(
      support,
      'Changement de RIB',
      '<p>Bonjour, j’ai changé de banque : mon nouveau RIB est dans mon dossier.</p>',
      24 * 45,
      {
        senderArchived: true,
      },
    ),
    // another assistant's (never in the demo's lists)
    message({
      senderId: support,
      receiverId: people.otherId,
      subject: 'Bienvenue',
      content: '<p>Bienvenue chez Relais.</p>',
      sentAt: ago(12),
      at: ago(12),
    }),
  ]);
  return { customerSuccessId };
};

const SUBJECTS = [
  'Planning de la semaine',
  'Congés d’été',
  'Facture à vérifier',
  'Nouvelle mission à Lyon',
  'Rappel : dossier administratif',
  'Réunion d’équipe',
  'Frais kilométriques',
  'Événement client',
];

/**
 * For the bench and tests: `n` messages received by `receiverId` from `senderId` (one an hour, back
 * from `now`; one in three unread), inserted in batches of 500. Answers their ids, newest first.
 */
export const seedManyMessages = async (
  db: Db,
  opts: { receiverId: string; senderId: string; n: number; now: Date },
): Promise<string[]> => {
  const rows: MessageInsert[] = [];
  for (let i = 0; i < opts.n; i += 1) {
    const at = new Date(opts.now.getTime() - (i + 1) * 3_600_000);
    const subject = `${SUBJECTS[i % SUBJECTS.length] ?? 'Message'} n°${i + 1}`;
    const content = `<p>Message ${i + 1} : voir les détails de la mission et répondre avant la fin de la semaine.</p>`;
    rows.push(
      message({
        senderId: opts.senderId,
        receiverId: opts.receiverId,
        subject,
        content,
        sentAt: at,
        readAt: i % 3 === 0 ? null : at,
        at,
      }),
    );
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(messages).values(rows.slice(i, i + 500));
  return rows.map((r) => r.id);
};
