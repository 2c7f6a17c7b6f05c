import type { Leave, LeaveBody, LeaveDeleteBody } from '@relais/domain/rules';
import { isOutboxItemId, outboxItemId, type ActionState, type PendingAction } from '../../../offline';

export const CREATE_LEAVE = 'absences.create';
export const UPDATE_LEAVE = 'absences.update';
export const DELETE_LEAVE = 'absences.delete';

export type CreateLeaveBody = { assistantId: string; leave: LeaveBody };
export type UpdateLeaveBody = { assistantId: string; leaveId: string; leave: LeaveBody };
export type DeleteLeaveBody = LeaveDeleteBody & { assistantId: string; leaveId: string; label: string };

/** An absence as the list shows it: the server's, or one still in the outbox. */
export type LeaveItem = Omit<Leave, 'createdAt' | 'updatedAt'>;
export type ShownLeave = LeaveItem & { pending: { actionId: string; state: ActionState } | null };

type QueuedOf<B, T extends string> = Pick<PendingAction<B, T>, 'id' | 'type' | 'body' | 'state'>;
/** A queued absence change (the engine types its body by its action type). */
export type QueuedLeave =
  | QueuedOf<CreateLeaveBody, typeof CREATE_LEAVE>
  | QueuedOf<UpdateLeaveBody, typeof UPDATE_LEAVE>
  | QueuedOf<DeleteLeaveBody, typeof DELETE_LEAVE>;

/** The id a queued creation shows under until the server gives it one (the engine's). */
export const pendingLeaveId = (actionId: string): string => outboxItemId(actionId);
export const isPendingLeaveId = isOutboxItemId;

const asItem = (id: string, leave: LeaveBody): LeaveItem => ({
  id,
  ...leave,
  comment: leave.comment ?? null,
});

/** Creation: adds the absence once under its pending id (idempotent). */
export const withCreated = <L extends LeaveItem>(
  leaves: readonly L[],
  actionId: string,
  body: CreateLeaveBody,
): (L | LeaveItem)[] => {
  const id = pendingLeaveId(actionId);
  return leaves.some((l) => l.id === id) ? [...leaves] : [...leaves, asItem(id, body.leave)];
};

/** Update: the absence takes the queued values (idempotent). */
export const withUpdated = <L extends LeaveItem>(leaves: readonly L[], body: UpdateLeaveBody): L[] =>
  leaves.map((l) => (l.id === body.leaveId ? { ...l, ...asItem(l.id, body.leave) } : l));

/** Deletion: the absence goes away (idempotent). */
export const withDeleted = <L extends LeaveItem>(leaves: readonly L[], leaveId: string): L[] =>
  leaves.filter((l) => l.id !== leaveId);

const isLeaveItem = (value: unknown): value is LeaveItem =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'startDate' in value &&
  'label' in value;

/**
 * A creation the server acknowledged: the pending copy with the same values gives way to the
 * server's absence (idempotent; the list is read again just after).
 */
export const withAcknowledged = <L extends LeaveItem>(
  leaves: readonly L[],
  body: CreateLeaveBody,
  result: unknown,
): (L | LeaveItem)[] => {
  const same = (l: LeaveItem) =>
    isPendingLeaveId(l.id) &&
    l.startDate === body.leave.startDate &&
    l.endDate === body.leave.endDate &&
    l.label === body.leave.label;
  const rest: (L | LeaveItem)[] = leaves.filter((l) => !same(l));
  if (!isLeaveItem(result) || rest.some((l) => l.id === result.id)) return rest;
  return [
    ...rest,
    {
      id: result.id,
      startDate: result.startDate,
      endDate: result.endDate,
      label: result.label,
      comment: result.comment ?? null,
    },
  ];
};

/** By start date, then end date. */
export const sortLeaves = <L extends LeaveItem>(leaves: readonly L[]): L[] =>
  [...leaves].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));

/** The server's absences with the queued creations, updates and deletions laid over, in order. */
export const withPendingLeaves = (
  leaves: readonly LeaveItem[],
  queued: readonly QueuedLeave[],
): ShownLeave[] => {
  let shown: ShownLeave[] = leaves.map((l) => ({ ...l, pending: null }));
  for (const a of queued) {
    const mark = { actionId: a.id, state: a.state };
    if (a.type === CREATE_LEAVE) {
      shown = withCreated(shown, a.id, a.body).map((l) =>
        l.id === pendingLeaveId(a.id) ? { ...l, pending: mark } : (l as ShownLeave),
      );
    } else if (a.type === UPDATE_LEAVE) {
      const body = a.body;
      shown = withUpdated(shown, body).map((l) => (l.id === body.leaveId ? { ...l, pending: mark } : l));
    } else {
      shown = withDeleted(shown, a.body.leaveId);
    }
  }
  return sortLeaves(shown);
};

/** Upcoming first (not ended yet, soonest first), then the past ones (latest first). */
export const splitByDate = <L extends LeaveItem>(
  leaves: readonly L[],
  today: string,
): { upcoming: L[]; past: L[] } => {
  const sorted = sortLeaves(leaves);
  return {
    upcoming: sorted.filter((l) => l.endDate >= today),
    past: sorted.filter((l) => l.endDate < today).reverse(),
  };
};
