import { randomUUID } from 'node:crypto';
import {
  businessDate,
  fullWeekGrid,
  leaveRuleErrors,
  planningUpdateDue,
  snoozeDateValid,
  type AvailabilityCell,
  type AvailabilityGrid,
  type AvailabilityPart,
  type Clock,
  type HistoryDetails,
  type Leave,
  type LeaveBody,
} from '@relais/domain';
import { AppError, accessDenied, notFound, ruleFailure } from '../../plugins/app-error';
import type { AuditEntry } from '../../plugins/types';
import type { HistoryEntry, HistoryWriter } from '../../lib/history-writer';
import type { AvailabilityRepository, LeaveFields } from './availability.repository';

const fieldsOf = (body: LeaveBody): LeaveFields => ({
  startDate: body.startDate,
  endDate: body.endDate,
  label: body.label,
  comment: body.comment ? body.comment : null,
});

export const createAvailabilityService = (deps: {
  repo: AvailabilityRepository;
  clock: Clock;
  audit: (entry: AuditEntry) => Promise<void>;
}) => {
  const { repo, clock } = deps;
  /** One history line, written on the caller's transaction (it commits with the change). */
  const log = async (
    history: HistoryWriter,
    assistantId: string,
    objectType: HistoryEntry['objectType'],
    eventType: HistoryEntry['eventType'],
    label: string,
    details: HistoryDetails,
    objectId: string | null = null,
  ): Promise<void> =>
    history({ assistantId, at: clock.now(), objectType, eventType, objectId, label, details });
  const absence = (l: Pick<Leave, 'startDate' | 'endDate'>): HistoryDetails => ({
    kind: 'ABSENCE',
    startDate: l.startDate,
    endDate: l.endDate,
  });

  const grid = async (assistantId: string): Promise<AvailabilityGrid> => {
    const [cells, lastUpdatedAt, dismissedUntil] = await Promise.all([
      repo.cells(assistantId),
      repo.lastUpdatedAt(assistantId),
      repo.dismissedUntil(assistantId),
    ]);
    return {
      cells: fullWeekGrid(cells),
      lastUpdatedAt: lastUpdatedAt ? lastUpdatedAt.toISOString() : null,
      warningUpdatePlanningDismissed: dismissedUntil,
      planningUpdateDue: planningUpdateDue({ lastUpdatedAt, dismissedUntil, now: clock.now() }),
    };
  };

  /** The caller's live leave; another assistant's is 403, an unknown or deleted one 404. */
  const ownLeave = async (
    r: Pick<AvailabilityRepository, 'findLeave'>,
    assistantId: string,
    leaveId: string,
  ): Promise<Leave> => {
    const stored = await r.findLeave(leaveId);
    if (stored && stored.assistantId !== assistantId) throw accessDenied();
    if (!stored || stored.deleted) throw notFound('Absence');
    return stored.leave;
  };

  return {
    grid,

    /** Upserts one half-day; writing a cell (even with the same value) counts as updating the grid. */
    setCell: async (
      assistantId: string,
      numDay: number,
      part: AvailabilityPart,
      value: boolean,
    ): Promise<AvailabilityCell> => {
      const row = await repo.transaction(async (tx) => {
        const cell = await tx.setCell(assistantId, numDay, part, value, clock.now());
        await log(tx.history, assistantId, 'AVAILABILITY', 'UPDATED', '', {
          kind: 'AVAILABILITY',
          numDay,
          part,
          available: value,
        });
        return cell;
      });
      return row ?? { numDay, part, value };
    },

    snooze: async (assistantId: string, untilDate: string): Promise<AvailabilityGrid> => {
      if (!snoozeDateValid(untilDate, clock.now())) {
        throw new AppError(400, 'date-in-future', 'The date must be today or later', {
          errors: [{ errorCode: 'date-in-future', field: 'untilDate' }],
        });
      }
      await repo.transaction(async (tx) => {
        await tx.setDismissedUntil(assistantId, untilDate, clock.now());
        await log(tx.history, assistantId, 'AVAILABILITY', 'SNOOZED', '', { kind: 'SNOOZE', untilDate });
      });
      return grid(assistantId);
    },

    listLeaves: async (assistantId: string): Promise<Leave[]> => repo.liveLeaves(assistantId),

    getLeave: async (assistantId: string, leaveId: string): Promise<Leave> =>
      ownLeave(repo, assistantId, leaveId),

    createLeave: async (assistantId: string, body: LeaveBody): Promise<Leave> => {
      const leave = await repo.transaction(async (tx) => {
        await tx.lockAssistant(assistantId);
        const now = clock.now();
        const fields = fieldsOf(body);
        const errors = leaveRuleErrors(fields, {
          today: businessDate(now),
          others: await tx.liveLeaves(assistantId),
        });
        if (errors.length > 0) throw ruleFailure(errors, 'The absence breaks a rule');
        const created = await tx.insertLeave({ ...fields, id: randomUUID(), assistantId, now });
        await log(tx.history, assistantId, 'ABSENCE', 'CREATED', created.label, absence(created), created.id);
        return created;
      });
      return leave;
    },

    updateLeave: async (assistantId: string, leaveId: string, body: LeaveBody): Promise<Leave> => {
      const leave = await repo.transaction(async (tx) => {
        const existing = await ownLeave(tx, assistantId, leaveId);
        await tx.lockAssistant(assistantId);
        const now = clock.now();
        const fields = fieldsOf(body);
        const errors = leaveRuleErrors(fields, {
          today: businessDate(now),
          existing,
          others: await tx.liveLeaves(assistantId, leaveId),
        });
        if (errors.length > 0) throw ruleFailure(errors, 'The absence breaks a rule');
        const updated = await tx.updateLeave(leaveId, fields, now);
        await log(tx.history, assistantId, 'ABSENCE', 'UPDATED', updated.label, absence(updated), updated.id);
        return updated;
      });
      return leave;
    },

    /** Soft delete: the row stays with its reason, and an audit line says who deleted it. */
    deleteLeave: async (
      assistantId: string,
      leaveId: string,
      reason: string,
      actor: { userId: string; ip: string },
    ): Promise<{ success: true }> => {
      const existing = await ownLeave(repo, assistantId, leaveId);
      await repo.transaction(async (tx) => {
        await tx.softDeleteLeave(leaveId, reason, clock.now());
        await log(tx.history, assistantId, 'ABSENCE', 'DELETED', existing.label, absence(existing), leaveId);
      });
      await deps.audit({
        action: 'leave_deleted',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { leaveId, startDate: existing.startDate, endDate: existing.endDate, reason },
      });
      return { success: true };
    },
  };
};

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
