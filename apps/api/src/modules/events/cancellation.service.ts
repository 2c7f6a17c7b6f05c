import { boundedNotificationText, wallClockOf, type InterventionCancelBody } from '@relais/domain';
import type { Language } from '../../lib/language';
import { ruleFailure } from '../../plugins/app-error';
import type { MessagesService } from '../messages/messages.service';
import { eventHistory, failWith, isLocked, liveEvent, ownEvent, type Actor } from './event-shared';
import type { ShownEvent } from './events.repository';
import type { EventsDeps } from './events.service';

const pad2 = (n: number) => String(n).padStart(2, '0');
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Her request as the team reads it, in her language; the time is the business zone's. */
const requestMessage = (event: ShownEvent, reason: string, language: Language) => {
  const w = wallClockOf(event.startAt);
  const date = `${pad2(w.day)}/${pad2(w.month)}/${w.year}`;
  const time = `${pad2(w.hours)}:${pad2(w.minutes)}`;
  const what = `${event.label || event.clientName} (${event.clientName})`;
  const subject =
    language === 'en'
      ? `Cancellation request: ${date} at ${time}`
      : `Demande d'annulation : ${date} à ${time}`;
  const intro =
    language === 'en'
      ? `Please cancel the intervention ${what} of ${date} at ${time} (Paris time): it can no longer be deleted from the app.`
      : `Merci d'annuler l'intervention ${what} du ${date} à ${time} (heure de Paris) : elle ne peut plus être supprimée depuis l'application.`;
  const label = language === 'en' ? 'Reason:' : 'Motif :';
  return {
    subject: subject.slice(0, 200),
    content: `<p>${escapeHtml(intro)}</p><p><strong>${label}</strong> ${escapeHtml(reason)}</p><p>ref. ${escapeHtml(event.id)}</p>`,
  };
};

/**
 * Cancellation through the provider (decisions "Visits and remote work"): an intervention she can no
 * longer delete herself (48 h or less ahead, or started) is cancelled by the team. She asks with a
 * reason (a message to the team, audited); staff cancel with a reason (soft delete, history, audited).
 */
export const createCancellationService = (
  deps: EventsDeps & { messages: Pick<MessagesService, 'create' | 'recipients'> },
) => {
  const { repo, clock, audit, messages } = deps;

  return {
    request: async (
      assistantId: string,
      eventId: string,
      body: InterventionCancelBody,
      language: Language,
      actor: Actor,
    ): Promise<{ success: true }> => {
      const event = await ownEvent(repo.findShown, assistantId, eventId);
      if (isLocked(event)) throw failWith('intervention_locked', 'status');
      const reason = body.reason.trim();
      const { recipients } = await messages.recipients(assistantId);
      const team = recipients.find((r) => r.kind === 'TEAM');
      // no one of the team to write to (a provider without staff): refused, never a 5xx
      if (!team) {
        throw ruleFailure(
          [{ errorCode: 'message_recipient_invalid', field: 'receiverId' }],
          'No one of the team can receive the request',
        );
      }
      const message = await messages.create(assistantId, {
        receiverId: team.id,
        draft: false,
        ...requestMessage(event, reason, language),
      });
      await audit({
        action: 'intervention_cancellation_requested',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { eventId, startDate: event.startAt.toISOString(), reason, messageId: message.id },
      });
      return { success: true };
    },

    /** Staff: whatever the notice; not once its report is submitted (`intervention_locked`). */
    cancel: async (
      eventId: string,
      body: InterventionCancelBody,
      actor: Actor,
    ): Promise<{ success: true }> => {
      await liveEvent(repo.findShown, eventId);
      const reason = body.reason.trim();
      const cancelled = await repo.transaction(async (tx) => {
        await tx.lockEvent(eventId);
        const current = await liveEvent(tx.findShown, eventId);
        if (isLocked(current)) throw failWith('intervention_locked', 'status');
        const now = clock.now();
        await tx.softDelete(eventId, reason, now);
        await tx.history({
          assistantId: current.assistantId,
          at: now,
          objectType: current.remote ? 'REMOTE_WORK' : 'VISIT',
          eventType: 'DELETED',
          objectId: null,
          ...eventHistory(current),
        });
        await tx.notify(
          current.assistantId,
          {
            kind: 'INTERVENTION_CANCELLED',
            params: {
              eventId,
              remote: current.remote,
              clientName: boundedNotificationText(current.clientName),
              date: current.startAt.toISOString(),
              reason: boundedNotificationText(reason),
            },
          },
          now,
        );
        return current;
      });
      await audit({
        action: 'intervention_cancelled',
        actorId: actor.userId,
        subjectId: cancelled.assistantId,
        ip: actor.ip,
        detail: { eventId, remote: cancelled.remote, startDate: cancelled.startAt.toISOString(), reason },
      });
      return { success: true };
    },
  };
};

export type CancellationService = ReturnType<typeof createCancellationService>;
