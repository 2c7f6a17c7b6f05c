import {
  atSameTime,
  businessDate,
  deletionErrors,
  interventionTimeErrors,
  movesOutOfCurrentMonth,
  recurrenceDates,
  startInPastErrors,
  zonedDateTime,
  type Clock,
  type FieldError,
  type InterventionEvent,
  type RemoteWorkBody,
  type VisitBody,
  type VisitCreated,
} from '@relais/domain';
import type { AuditEntry } from '../../plugins/types';
import type { ClientsService } from '../clients/clients.service';
import type { QuotesService } from '../quotes/quotes.service';
import {
  failWith,
  eventHistory,
  isLocked,
  ownEvent,
  interventionFailure,
  toEvent,
  type Actor,
} from './event-shared';
import {
  checkEstimate,
  checkTimes,
  interventionFields,
  insertRemoteWork,
  newEvent,
  nextDate,
  shownNew,
} from './event-rows';
import type { EventFields, NewEvent, EventsRepository } from './events.repository';

export type EventsDeps = {
  repo: EventsRepository;
  clients: Pick<ClientsService, 'get' | 'activeRates'>;
  /** The quotes an intervention may name (`estimateId`). */
  quotes: Pick<QuotesService, 'isOfClient'>;
  clock: Clock;
  audit: (entry: AuditEntry) => Promise<void>;
};

export const createEventsService = (deps: EventsDeps) => {
  const { repo, clock, clients, quotes } = deps;

  /**
   * Edits an intervention: not once its report is submitted, never out of the current month; through
   * the visit form (`planned`) a changed start may not be in the past (a remote work's report may date it).
   */
  const update = async (
    assistantId: string,
    eventId: string,
    fields: EventFields,
    planned: boolean,
  ): Promise<InterventionEvent> => {
    const existing = await ownEvent(repo.findShown, assistantId, eventId);
    if (fields.clientId !== existing.clientId) await clients.get(assistantId, fields.clientId);
    const row = await repo.transaction(async (tx) => {
      await tx.lockEvent(eventId);
      const current = await ownEvent(tx.findShown, assistantId, eventId);
      if (isLocked(current)) throw failWith('intervention_locked', 'status');
      const now = clock.now();
      if (movesOutOfCurrentMonth(current.startAt, fields.startAt, now)) {
        throw failWith('intervention_month_change', 'startDate');
      }
      if (planned && current.startAt.getTime() !== fields.startAt.getTime()) {
        const past = startInPastErrors(fields.startAt, now);
        if (past.length > 0) throw interventionFailure(past);
      }
      checkTimes(fields.startAt, fields.durationMinutes);
      await tx.updateEvent(eventId, fields, now);
      const updated = await tx.findShown(eventId);
      if (!updated) throw new Error('event vanished during update');
      await tx.history({
        assistantId,
        at: clock.now(),
        objectType: updated.remote ? 'REMOTE_WORK' : 'VISIT',
        eventType: 'UPDATED',
        objectId: updated.id,
        ...eventHistory(updated),
      });
      return updated;
    });
    return toEvent(row, clock.now());
  };

  return {
    /** Live events starting between `start` and `end` (dates of the business zone, inclusive). */
    list: async (
      assistantId: string,
      query: { start?: string | undefined; end?: string | undefined; sort: 'asc' | 'desc' },
    ): Promise<InterventionEvent[]> => {
      if (query.start && query.end && query.end < query.start) throw failWith('validation_failed', 'end');
      const range = {
        from: query.start ? zonedDateTime(query.start, '00:00') : null,
        to: query.end ? zonedDateTime(nextDate(query.end), '00:00') : null,
      };
      const now = clock.now();
      return (await repo.listShown(assistantId, range, query.sort)).map((r) => toEvent(r, now));
    },

    get: async (assistantId: string, eventId: string): Promise<InterventionEvent> =>
      toEvent(await ownEvent(repo.findShown, assistantId, eventId), clock.now()),

    /**
     * One visit, or a series with a recurrence: every date is checked, the valid ones are created
     * and the refused ones listed back. When none can be created: 400 with the first date's rule.
     */
    createVisit: async (assistantId: string, body: VisitBody, estimateId?: string): Promise<VisitCreated> => {
      const client = await clients.get(assistantId, body.clientId);
      await checkEstimate(quotes, body.clientId, estimateId);
      const start = new Date(body.startDate);
      const dates = body.recurrence
        ? recurrenceDates(businessDate(start), body.recurrence.kind, body.recurrence.until)
        : [businessDate(start)];
      if (dates.length === 0) throw failWith('validation_failed', 'recurrence.until');
      const now = clock.now();
      const rows: NewEvent[] = [];
      const refused: VisitCreated['refused'] = [];
      let firstErrors: FieldError[] = [];
      for (const date of dates) {
        const startAt = body.recurrence ? atSameTime(start, date) : start;
        const errors = [
          ...startInPastErrors(startAt, now),
          ...interventionTimeErrors(startAt, body.duration),
        ];
        if (errors.length > 0) {
          if (firstErrors.length === 0) firstErrors = errors;
          refused.push({ date, errorCode: errors[0]?.errorCode ?? 'validation_failed' });
          continue;
        }
        rows.push(
          newEvent(
            assistantId,
            { ...interventionFields(body, body.label), startAt, remote: body.remote },
            estimateId,
            now,
          ),
        );
      }
      if (rows.length === 0) throw interventionFailure(firstErrors);
      await repo.transaction(async (tx) => {
        await tx.insertEvents(rows);
        await tx.history(
          ...rows.map((r) => ({
            assistantId,
            at: now,
            objectType: r.remote ? ('REMOTE_WORK' as const) : ('VISIT' as const),
            eventType: 'CREATED' as const,
            objectId: r.id,
            ...eventHistory({ ...r, clientName: client.name }),
          })),
        );
      });
      return { created: rows.map((r) => toEvent(shownNew(r, client), now)), refused };
    },

    /** The kind (visit or remote work) never changes through an edit. */
    updateVisit: async (assistantId: string, eventId: string, body: VisitBody): Promise<InterventionEvent> =>
      update(assistantId, eventId, interventionFields(body, body.label), true),

    createRemoteWork: async (
      assistantId: string,
      body: RemoteWorkBody,
      estimateId?: string,
    ): Promise<InterventionEvent> => {
      await clients.get(assistantId, body.clientId);
      await checkEstimate(quotes, body.clientId, estimateId);
      checkTimes(new Date(body.startDate), body.duration);
      const row = await repo.transaction(async (tx) => {
        const inserted = await insertRemoteWork(tx, assistantId, body, estimateId, clock.now());
        await tx.history({
          assistantId,
          at: clock.now(),
          objectType: 'REMOTE_WORK',
          eventType: 'CREATED',
          objectId: inserted.id,
          ...eventHistory(inserted),
        });
        return inserted;
      });
      return toEvent(row, clock.now());
    },

    /** A remote work keeps its label when the edit sends none. */
    updateRemoteWork: async (
      assistantId: string,
      eventId: string,
      body: RemoteWorkBody,
    ): Promise<InterventionEvent> => {
      const existing = await ownEvent(repo.findShown, assistantId, eventId);
      return update(assistantId, eventId, interventionFields(body, body.label ?? existing.label), false);
    },

    /** Soft delete (the reason stays), more than 48 h ahead, a reason in the current month; audited. */
    deleteVisit: async (
      assistantId: string,
      eventId: string,
      reason: string | null | undefined,
      actor: Actor,
    ): Promise<{ success: true }> => {
      await ownEvent(repo.findShown, assistantId, eventId);
      const kept = reason?.trim() ? reason.trim() : null;
      const deleted = await repo.transaction(async (tx) => {
        await tx.lockEvent(eventId);
        const current = await ownEvent(tx.findShown, assistantId, eventId);
        if (isLocked(current)) throw failWith('intervention_locked', 'status');
        const now = clock.now();
        const errors = deletionErrors(current.startAt, now, kept);
        if (errors.length > 0) throw interventionFailure(errors);
        await tx.softDelete(eventId, kept, now);
        await tx.history({
          assistantId,
          at: now,
          objectType: current.remote ? 'REMOTE_WORK' : 'VISIT',
          eventType: 'DELETED',
          objectId: null,
          ...eventHistory(current),
        });
        return current;
      });
      await deps.audit({
        action: 'intervention_deleted',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { eventId, remote: deleted.remote, startDate: deleted.startAt.toISOString(), reason: kept },
      });
      return { success: true };
    },
  };
};

export type EventsService = ReturnType<typeof createEventsService>;
