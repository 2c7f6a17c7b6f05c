import type { InterventionEvent } from '@relais/domain';
import { NO_VISIT_TEXTS } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { snackbarStore } from '../../../ui/snackbar-store';
import { eventKey, eventsRangeKey } from '../../../data/events';
import { fieldsOf, type CreateVisitBody } from '../model/pending-visits';
import { createVisitAction, deleteVisitAction, updateVisitAction } from './visit-actions';

vi.mock('../../../lib/api-client', () => ({ call: vi.fn() }));

const NOV = eventsRangeKey('u1', '2026-11-01', '2026-11-30');
const DEC = eventsRangeKey('u1', '2026-12-01', '2026-12-31');
const ev = (id: string, startDate: string, over: Partial<InterventionEvent> = {}): InterventionEvent => ({
  id,
  clientId: 'c1',
  clientName: 'Acme',
  clientColor: '#ff0000',
  remote: false,
  label: id,
  ...NO_VISIT_TEXTS,
  startDate,
  duration: 180,
  status: 'SCHEDULED',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
  ...over,
});
const display = { clientName: 'Acme', clientColor: '#ff0000' };
const visit = (startDate: string, over: Partial<CreateVisitBody['visit']> = {}) => ({
  clientId: 'c1',
  startDate,
  duration: 120,
  label: 'Filing',
  comment: null,
  remote: false,
  recurrence: null,
  ...over,
});
const ids = (qc: QueryClient, key: readonly unknown[]) =>
  qc.getQueryData<InterventionEvent[]>(key)?.map((e) => e.id);

const setup = () => {
  const qc = new QueryClient();
  qc.setQueryData(NOV, [ev('e1', '2026-11-24T08:00:00.000Z')]);
  qc.setQueryData(DEC, [ev('e2', '2026-12-10T08:00:00.000Z')]);
  return qc;
};

describe('visit actions: optimistic lists', () => {
  beforeAll(() => installMessages('en', en));
  beforeEach(() => snackbarStore.set([]));

  it('a creation shows once, under pending-<actionId>, only in the lists of its month', () => {
    const qc = setup();
    const body = { assistantId: 'u1', visit: visit('2026-11-25T08:00:00.000Z'), display };
    createVisitAction.apply?.(qc, body, 'a1');
    createVisitAction.apply?.(qc, body, 'a1');
    expect(ids(qc, NOV)).toEqual(['e1', 'pending-a1']);
    expect(ids(qc, DEC)).toEqual(['e2']);
    expect(qc.getQueryData<InterventionEvent[]>(NOV)?.[1]).toMatchObject({
      status: 'SCHEDULED',
      reportStatus: null,
      clientName: 'Acme',
      duration: 120,
    });
    createVisitAction.revert?.(qc, body, 'a1');
    expect(ids(qc, NOV)).toEqual(['e1']);
  });

  it('a weekly series shows one pending visit per date, across months', () => {
    const qc = setup();
    const body = {
      assistantId: 'u1',
      visit: visit('2026-11-25T08:00:00.000Z', { recurrence: { kind: 'WEEKLY', until: '2026-12-09' } }),
      display,
    };
    createVisitAction.apply?.(qc, body, 'a1');
    expect(ids(qc, NOV)).toEqual(['e1', 'pending-a1']);
    expect(ids(qc, DEC)).toEqual(['pending-a1-1', 'pending-a1-2', 'e2']);
    expect(qc.getQueryData<InterventionEvent[]>(DEC)?.[0]?.startDate).toBe('2026-12-02T08:00:00.000Z');
  });

  it('acknowledged: the server visits replace the pending ones, and refused dates are shown', () => {
    const qc = setup();
    const body = {
      assistantId: 'u1',
      visit: visit('2026-11-25T08:00:00.000Z', { recurrence: { kind: 'WEEKLY', until: '2026-12-02' } }),
      display,
    };
    createVisitAction.apply?.(qc, body, 'a1');
    const answer = {
      created: [ev('srv-1', '2026-11-25T08:00:00.000Z')],
      refused: [{ date: '2026-12-02', errorCode: 'end_after_midnight' }],
    };
    createVisitAction.settled?.(qc, body, answer);
    createVisitAction.settled?.(qc, body, answer);
    expect(ids(qc, NOV)).toEqual(['e1', 'srv-1']);
    expect(ids(qc, DEC)).toEqual(['e2']);
    const texts = snackbarStore.get().map((s) => s.text);
    expect(texts[0]).toBe(
      '1 date of the series was refused: 2 Dec 2026 (An intervention must end before midnight)',
    );
  });

  it('an update patches the visit, moves it between lists, and is put back on discard', () => {
    const qc = setup();
    qc.setQueryData(eventKey('u1', 'e1'), ev('e1', '2026-11-24T08:00:00.000Z'));
    const before = ev('e1', '2026-11-24T08:00:00.000Z');
    const body = {
      assistantId: 'u1',
      visitId: 'e1',
      visit: visit('2026-12-01T09:00:00.000Z', { label: 'Moved' }),
      display,
      previous: fieldsOf(before, before),
    };
    updateVisitAction.apply?.(qc, body, 'a2');
    updateVisitAction.apply?.(qc, body, 'a2');
    expect(ids(qc, NOV)).toEqual([]);
    expect(ids(qc, DEC)).toEqual(['e1', 'e2']);
    expect(qc.getQueryData<InterventionEvent>(eventKey('u1', 'e1'))?.label).toBe('Moved');
    updateVisitAction.revert?.(qc, body, 'a2');
    expect(ids(qc, NOV)).toEqual(['e1']);
    expect(ids(qc, DEC)).toEqual(['e2']);
    expect(qc.getQueryData<InterventionEvent[]>(NOV)?.[0]?.label).toBe('e1');
  });

  it('a deletion removes the visit everywhere and puts it back on discard', () => {
    const qc = setup();
    const stored = ev('e1', '2026-11-24T08:00:00.000Z');
    const body = { assistantId: 'u1', visitId: 'e1', reason: 'Client away', event: stored };
    deleteVisitAction.apply?.(qc, body, 'a3');
    deleteVisitAction.apply?.(qc, body, 'a3');
    expect(ids(qc, NOV)).toEqual([]);
    deleteVisitAction.revert?.(qc, body, 'a3');
    expect(ids(qc, NOV)).toEqual(['e1']);
  });

  it('settled changes read the lists again', () => {
    const qc = setup();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const stored = ev('e1', '2026-11-24T08:00:00.000Z');
    deleteVisitAction.settled?.(
      qc,
      { assistantId: 'u1', visitId: 'e1', reason: null, event: stored },
      undefined,
    );
    expect(spy).toHaveBeenCalledWith({ queryKey: ['events', 'u1'] });
  });

  it('describes each change for the pending-actions screen and edits a parked one in the form', () => {
    const body = { assistantId: 'u1', visit: visit('2026-11-25T08:00:00.000Z'), display };
    expect(createVisitAction.describe(body)).toEqual({
      key: 'interventions.describeCreate',
      values: { label: 'Filing', date: '25 Nov 2026', time: '09:00' },
    });
    expect(createVisitAction.editPath?.('a1', body)).toBe('/visit/edit/pending-a1?action=a1');
    const before = ev('e1', '2026-11-24T08:00:00.000Z');
    expect(
      updateVisitAction.editPath?.('a2', { ...body, visitId: 'e1', previous: fieldsOf(before, before) }),
    ).toBe('/visit/edit/e1?action=a2');
  });
});
