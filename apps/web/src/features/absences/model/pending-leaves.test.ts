import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createLeaveAction, deleteLeaveAction, updateLeaveAction } from '../api/leave-actions';
import { leavesQueryKey } from '../api/leaves-query';
import { splitByDate, withPendingLeaves, type LeaveItem } from './pending-leaves';

const leave = (id: string, startDate: string, endDate: string, label = id): LeaveItem => ({
  id,
  startDate,
  endDate,
  label,
  comment: null,
});
const body = { startDate: '2026-12-01', endDate: '2026-12-03', label: 'Holidays', comment: null };

describe('queued absences', () => {
  it('a creation shows once under its pending id, however often it is applied', () => {
    const qc = new QueryClient();
    qc.setQueryData(leavesQueryKey('u1'), [leave('l1', '2026-11-25', '2026-11-26')]);
    createLeaveAction.apply?.(qc, { assistantId: 'u1', leave: body }, 'a1');
    createLeaveAction.apply?.(qc, { assistantId: 'u1', leave: body }, 'a1');
    const list = qc.getQueryData<LeaveItem[]>(leavesQueryKey('u1'));
    expect(list?.map((l) => l.id)).toEqual(['l1', 'pending-a1']);
    createLeaveAction.revert?.(qc, { assistantId: 'u1', leave: body }, 'a1');
    expect(qc.getQueryData<LeaveItem[]>(leavesQueryKey('u1'))?.map((l) => l.id)).toEqual(['l1']);
  });

  it('update and delete are idempotent too', () => {
    const qc = new QueryClient();
    qc.setQueryData(leavesQueryKey('u1'), [
      leave('l1', '2026-11-25', '2026-11-26'),
      leave('l2', '2026-12-10', '2026-12-11'),
    ]);
    const upd = { assistantId: 'u1', leaveId: 'l1', leave: body };
    updateLeaveAction.apply?.(qc, upd, 'a2');
    updateLeaveAction.apply?.(qc, upd, 'a2');
    expect(qc.getQueryData<LeaveItem[]>(leavesQueryKey('u1'))?.[0]).toEqual({ id: 'l1', ...body });
    const del = { assistantId: 'u1', leaveId: 'l2', reason: 'cancelled', label: 'l2' };
    deleteLeaveAction.apply?.(qc, del, 'a3');
    deleteLeaveAction.apply?.(qc, del, 'a3');
    expect(qc.getQueryData<LeaveItem[]>(leavesQueryKey('u1'))?.map((l) => l.id)).toEqual(['l1']);
  });

  it('lays queued changes over the server list, marked, in date order', () => {
    const shown = withPendingLeaves(
      [leave('l1', '2026-12-20', '2026-12-21'), leave('l2', '2026-12-24', '2026-12-25')],
      [
        { id: 'a1', type: 'absences.create', body: { assistantId: 'u1', leave: body }, state: 'waiting' },
        {
          id: 'a2',
          type: 'absences.delete',
          body: { assistantId: 'u1', leaveId: 'l2', reason: 'x', label: 'l2' },
          state: 'parked',
        },
      ],
    );
    expect(shown.map((l) => [l.id, l.pending?.state ?? null])).toEqual([
      ['pending-a1', 'waiting'],
      ['l1', null],
    ]);
  });

  it('upcoming first (soonest first), past ones after (latest first)', () => {
    const { upcoming, past } = splitByDate(
      [
        leave('old', '2026-10-01', '2026-10-02'),
        leave('later', '2026-12-01', '2026-12-02'),
        leave('now', '2026-11-20', '2026-11-21'),
        leave('older', '2026-09-01', '2026-09-01'),
      ],
      '2026-11-21',
    );
    expect(upcoming.map((l) => l.id)).toEqual(['now', 'later']);
    expect(past.map((l) => l.id)).toEqual(['old', 'older']);
  });
});

describe('an acknowledged creation', () => {
  it('replaces the pending copy with the server absence, once', () => {
    const qc = new QueryClient();
    const created = { assistantId: 'u1', leave: body };
    qc.setQueryData(leavesQueryKey('u1'), [leave('l1', '2026-11-25', '2026-11-26')]);
    createLeaveAction.apply?.(qc, created, 'a1');
    const server = {
      id: 'srv-1',
      ...body,
      createdAt: '2026-11-21T10:00:00Z',
      updatedAt: '2026-11-21T10:00:00Z',
    };
    createLeaveAction.settled?.(qc, created, server);
    createLeaveAction.settled?.(qc, created, server);
    expect(qc.getQueryData<LeaveItem[]>(leavesQueryKey('u1'))?.map((l) => l.id)).toEqual(['l1', 'srv-1']);
  });
});
