import type { Premium, QueueSummary } from '@relais/domain';
import { failWith, eventHistory, liveEvent, ownEvent, type Actor } from './event-shared';
import type { ShownEvent } from './events.repository';
import type { EventsDeps } from './events.service';

const toPremium = (row: Pick<ShownEvent, 'id' | 'premiumEnabled' | 'premiumState'>): Premium => ({
  eventId: row.id,
  enabled: row.premiumEnabled,
  state: row.premiumState,
});

/** Premium services: asked by the assistant (WAITING), answered by the client through staff. */
export const createPremiumService = (deps: Pick<EventsDeps, 'repo' | 'clock' | 'audit'>) => {
  const { repo, clock } = deps;

  /** The new premium state and its history line, in one transaction. */
  const setState = async (
    event: ShownEvent,
    state: ShownEvent['premiumState'],
    eventType: 'PREMIUM_REQUESTED' | 'PREMIUM_ANSWERED',
  ): Promise<void> =>
    repo.transaction(async (tx) => {
      await tx.setPremium(event.id, state, clock.now());
      await tx.history({
        assistantId: event.assistantId,
        at: clock.now(),
        objectType: event.remote ? 'REMOTE_WORK' : 'VISIT',
        eventType,
        objectId: event.id,
        ...eventHistory(event),
      });
    });

  return {
    /** Staff: the premium requests waiting for a client's answer, on the console's home. */
    waitingSummary: async (): Promise<QueueSummary> => {
      const { total, oldestAt } = await repo.waitingPremium();
      return { total, oldestAt: oldestAt?.toISOString() ?? null };
    },

    get: async (assistantId: string, eventId: string): Promise<Premium> =>
      toPremium(await ownEvent(repo.findShown, assistantId, eventId)),

    /**
     * Not offered for the client: `premium_not_eligible`; refused by the client: `premium_rejected`;
     * already approved: unchanged; otherwise WAITING (asking again while waiting changes nothing).
     */
    request: async (assistantId: string, eventId: string, actor: Actor): Promise<Premium> => {
      const event = await ownEvent(repo.findShown, assistantId, eventId);
      if (!event.premiumEnabled) throw failWith('premium_not_eligible', 'premium');
      if (event.premiumState === 'REFUSED') throw failWith('premium_rejected', 'premium');
      if (event.premiumState === 'APPROVED' || event.premiumState === 'WAITING') return toPremium(event);
      await setState(event, 'WAITING', 'PREMIUM_REQUESTED');
      await deps.audit({
        action: 'premium_requested',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { eventId },
      });
      return toPremium({ ...event, premiumState: 'WAITING' });
    },

    /** Staff record the client's answer (they may correct an earlier one); audited. */
    answer: async (eventId: string, approved: boolean, actor: Actor): Promise<Premium> => {
      const event = await liveEvent(repo.findShown, eventId);
      const state = approved ? 'APPROVED' : 'REFUSED';
      await setState(event, state, 'PREMIUM_ANSWERED');
      await deps.audit({
        action: 'premium_answered',
        actorId: actor.userId,
        subjectId: event.assistantId,
        ip: actor.ip,
        detail: { eventId, state, previous: event.premiumState },
      });
      return toPremium({ ...event, premiumState: state });
    },
  };
};

export type PremiumService = ReturnType<typeof createPremiumService>;
