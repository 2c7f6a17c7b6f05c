import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { defineAction } from '../../../offline';
import {
  CREATE_LEAVE,
  DELETE_LEAVE,
  pendingLeaveId,
  UPDATE_LEAVE,
  withAcknowledged,
  withCreated,
  withDeleted,
  withUpdated,
  type CreateLeaveBody,
  type DeleteLeaveBody,
  type LeaveItem,
  type UpdateLeaveBody,
} from '../model/pending-leaves';
import type { LeaveBody } from '../model/leave-form';
import { routeTable } from '@relais/contract/routes';
import { leavesQueryKey } from './leaves-query';

const refetch = (qc: QueryClient, assistantId: string): void => {
  void qc.invalidateQueries({ queryKey: leavesQueryKey(assistantId) });
};
const update = (qc: QueryClient, assistantId: string, change: (leaves: LeaveItem[]) => LeaveItem[]): void => {
  qc.setQueryData<LeaveItem[]>(leavesQueryKey(assistantId), (leaves) => (leaves ? change(leaves) : leaves));
};
const day = (date: string): string => formatDate(`${date}T12:00:00`, 'P');
const describeLeave = (leave: LeaveBody) => ({
  label: leave.label,
  start: day(leave.startDate),
  end: day(leave.endDate),
});

export const leaveEditPath = (leaveId: string, actionId: string): string =>
  `/absence/edit/${encodeURIComponent(leaveId)}?action=${encodeURIComponent(actionId)}`;

/** POST /assistants/{id}/leaves; shows at once under a pending id. */
export const createLeaveAction = defineAction<CreateLeaveBody, typeof CREATE_LEAVE>({
  type: CREATE_LEAVE,
  send: (body, { idempotencyKey }) =>
    call(routeTable.createLeave, { params: { id: body.assistantId }, body: body.leave, idempotencyKey }),
  apply: (qc, body, actionId) =>
    update(qc, body.assistantId, (leaves) => withCreated(leaves, actionId, body)),
  revert: (qc, body, actionId) =>
    update(qc, body.assistantId, (leaves) => withDeleted(leaves, pendingLeaveId(actionId))),
  settled: (qc, body, result) => {
    // the server's absence takes the place of the pending one at once, before the list is read again
    update(qc, body.assistantId, (leaves) => withAcknowledged(leaves, body, result));
    refetch(qc, body.assistantId);
  },
  describe: (body) => ({ key: 'absences.describeCreate', values: describeLeave(body.leave) }),
  editPath: (actionId) => leaveEditPath(pendingLeaveId(actionId), actionId),
});

/** PUT /assistants/{id}/leaves/{leaveId}. */
export const updateLeaveAction = defineAction<UpdateLeaveBody, typeof UPDATE_LEAVE>({
  type: UPDATE_LEAVE,
  send: (body, { idempotencyKey }) =>
    call(routeTable.updateLeave, {
      params: { id: body.assistantId, leaveId: body.leaveId },
      body: body.leave,
      idempotencyKey,
    }),
  apply: (qc, body) => update(qc, body.assistantId, (leaves) => withUpdated(leaves, body)),
  revert: (qc, body) => refetch(qc, body.assistantId),
  settled: (qc, body) => refetch(qc, body.assistantId),
  describe: (body) => ({ key: 'absences.describeUpdate', values: describeLeave(body.leave) }),
  editPath: (actionId, body) => leaveEditPath(body.leaveId, actionId),
});

/** DELETE /assistants/{id}/leaves/{leaveId} {reason}. */
export const deleteLeaveAction = defineAction<DeleteLeaveBody, typeof DELETE_LEAVE>({
  type: DELETE_LEAVE,
  send: (body, { idempotencyKey }) =>
    call(routeTable.deleteLeave, {
      params: { id: body.assistantId, leaveId: body.leaveId },
      body: { reason: body.reason },
      idempotencyKey,
    }),
  apply: (qc, body) => update(qc, body.assistantId, (leaves) => withDeleted(leaves, body.leaveId)),
  revert: (qc, body) => refetch(qc, body.assistantId),
  settled: (qc, body) => refetch(qc, body.assistantId),
  describe: (body) => ({ key: 'absences.describeDelete', values: { label: body.label } }),
});
