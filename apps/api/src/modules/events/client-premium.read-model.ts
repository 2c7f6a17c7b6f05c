import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ClientPremiumRequest, PremiumState } from '@relais/domain';

/** A waiting request, unpriced: the client area prices it by `assistantId`. */
type WaitingPremium = Omit<ClientPremiumRequest, 'premiumHourlyRate' | 'amount'> & { assistantId: string };
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema/index';

/**
 * The events module's reads for the client area (given by the wiring root): the premium requests
 * waiting on a client company's live interventions, with the assistant's name, soonest first.
 */
export const waitingPremiumOfClient = async (db: Db, clientId: string): Promise<WaitingPremium[]> => {
  const rows = await db
    .select({
      eventId: events.id,
      assistantId: events.assistantId,
      firstName: users.firstName,
      lastName: users.lastName,
      label: events.label,
      remote: events.remote,
      startAt: events.startAt,
      duration: events.durationMinutes,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.assistantId))
    .where(and(eq(events.clientId, clientId), eq(events.premiumState, 'WAITING'), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt));
  return rows.map((r) => ({
    eventId: r.eventId,
    assistantId: r.assistantId,
    assistantName: `${r.firstName} ${r.lastName}`.trim(),
    label: r.label,
    remote: r.remote,
    startDate: r.startAt.toISOString(),
    duration: r.duration,
  }));
};

/** A live intervention's client and premium state, or null (unknown or deleted). */
export const premiumFactsOf = async (
  db: Db,
  eventId: string,
): Promise<{ clientId: string; premiumState: PremiumState } | null> => {
  const [row] = await db
    .select({ clientId: events.clientId, premiumState: events.premiumState })
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  return row ?? null;
};
