import { and, eq, gte, inArray, like, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clients,
  events,
  folderDocuments,
  preferences,
  reminderOccasions,
  users,
} from '../../db/schema/index';

/** Who a reminder is mailed to: her login, first name and mail language (null: French). */
export type Recipient = { userId: string; email: string; firstName: string; language: 'fr' | 'en' | null };

const recipient = {
  userId: users.id,
  email: users.loginEmail,
  firstName: users.firstName,
  languagePref: preferences.value,
};
const languageOf = (value: string | null): 'fr' | 'en' | null =>
  value === 'fr' || value === 'en' ? value : null;
const toRecipient = <T extends { languagePref: string | null }>({ languagePref, ...rest }: T) => ({
  ...rest,
  language: languageOf(languagePref),
});
const languageJoin = and(eq(preferences.userId, users.id), eq(preferences.key, 'language'));

/** An occasion of `userId` not handled yet (the candidates' anti-join). */
const unhandled = (
  db: Db,
  userId: typeof users.id | typeof events.assistantId,
  occasion: ReturnType<typeof sql>,
) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(reminderOccasions)
      .where(and(eq(reminderOccasions.userId, userId), eq(reminderOccasions.occasion, occasion))),
  );

/** The reminder job's reads, and the record of the occasions it handled. */
export const createRemindersRepository = (db: Db) => ({
  /** Interventions started in [from, now] with no report yet (SCHEDULED, not deleted), not reminded. */
  unreported: async (from: Date, now: Date) => {
    const rows = await db
      .select({
        ...recipient,
        eventId: events.id,
        remote: events.remote,
        startAt: events.startAt,
        durationMinutes: events.durationMinutes,
        clientName: sql<string>`coalesce(${clients.company}, ${clients.name})`,
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.assistantId))
      .innerJoin(clients, eq(clients.id, events.clientId))
      .leftJoin(preferences, languageJoin)
      .where(
        and(
          eq(events.status, 'SCHEDULED'),
          sql`${events.deletedAt} IS NULL`,
          gte(events.startAt, from),
          lte(events.startAt, now),
          unhandled(db, events.assistantId, sql`'report:' || ${events.id}`),
        ),
      );
    return rows.map(toRecipient);
  },

  /** Documents sent or validated whose limit day is in [from, to] (the job filters the occasions). */
  expiring: async (from: string, to: string) => {
    const rows = await db
      .select({
        ...recipient,
        fileType: folderDocuments.fileType,
        expirationDate: sql<string>`${folderDocuments.expirationDate}`,
      })
      .from(folderDocuments)
      .innerJoin(users, eq(users.id, folderDocuments.assistantId))
      .leftJoin(preferences, languageJoin)
      .where(
        and(
          ne(folderDocuments.status, 'REJECTED'),
          gte(folderDocuments.expirationDate, from),
          lte(folderDocuments.expirationDate, to),
        ),
      );
    return rows.map(toRecipient);
  },

  /** Assistants with a live intervention in [from, to) whose `occasion` is not handled. */
  toInvoice: async (from: Date, to: Date, occasion: string) => {
    const rows = await db
      .selectDistinct(recipient)
      .from(events)
      .innerJoin(users, eq(users.id, events.assistantId))
      .leftJoin(preferences, languageJoin)
      .where(
        and(
          sql`${events.deletedAt} IS NULL`,
          gte(events.startAt, from),
          lt(events.startAt, to),
          unhandled(db, events.assistantId, sql`${occasion}`),
        ),
      );
    return rows.map(toRecipient);
  },

  /** The handled occasions starting with `prefix` of `userIds`, as `<user id> <occasion>`: one query a sweep. */
  handledOf: async (userIds: string[], prefix: string): Promise<Set<string>> => {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ userId: reminderOccasions.userId, occasion: reminderOccasions.occasion })
      .from(reminderOccasions)
      .where(
        and(
          inArray(reminderOccasions.userId, [...new Set(userIds)]),
          like(reminderOccasions.occasion, `${prefix}%`),
        ),
      );
    return new Set(rows.map((r) => `${r.userId} ${r.occasion}`));
  },

  /** Records the occasions handled; those already recorded (another run) stay as they were. */
  markHandled: async (userId: string, occasions: string[], now: Date): Promise<void> => {
    if (occasions.length === 0) return;
    await db
      .insert(reminderOccasions)
      .values(occasions.map((occasion) => ({ userId, occasion, handledAt: now })))
      .onConflictDoNothing();
  },
});

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
