import type { InterventionEvent } from '@relais/domain';
import { NO_VISIT_TEXTS } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import type { PendingAction } from '../../../offline';
import { activeClientsQueryKey } from '../../../data/clients';
import { eventKey } from '../../../data/events';
import { VisitFormPage } from './visit-form-page';

const engine = vi.hoisted(() => ({
  enqueue: vi.fn((..._args: unknown[]) => Promise.resolve({ kind: 'queued' })),
  resubmit: vi.fn((..._args: unknown[]) => Promise.resolve({ kind: 'queued' })),
  discard: vi.fn((..._args: unknown[]) => Promise.resolve()),
  pending: [] as PendingAction[],
}));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  currentUserId: () => 'u1',
  useUserId: () => 'u1',
  submitAction: engine.enqueue,
  resubmitAction: engine.resubmit,
  discard: engine.discard,
  usePendingActions: (...defs: { type: string }[]) =>
    engine.pending.filter((a) => defs.length === 0 || defs.some((d) => d.type === a.type)),
  useConnectivity: () => ({ offline: false }),
  requireOnline: () => true,
}));
const api = vi.hoisted(() => ({ call: vi.fn((..._args: unknown[]) => Promise.resolve({ success: true })) }));
vi.mock('../../../lib/api-client', () => ({ call: api.call }));

const ev = (id: string, startDate: string, over: Partial<InterventionEvent> = {}): InterventionEvent => ({
  id,
  clientId: 'c1',
  clientName: 'Acme',
  clientColor: '#aa0000',
  remote: false,
  label: 'Filing',
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
const client = (id: string, name: string, color: string) => ({ id, name, color, active: true, other: false });

const renderAt = (path: string, events: InterventionEvent[] = []) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(activeClientsQueryKey('u1'), [
    client('c1', 'Acme', '#aa0000'),
    client('c2', 'Beta', '#00aa00'),
  ]);
  qc.setQueryData(['clients', 'u1', 'INDIRECT'], []);
  for (const e of events) qc.setQueryData(eventKey('u1', e.id), e);
  const router = createMemoryRouter(
    [
      { path: '/home', element: <p>home</p> },
      { path: '/visit/create', element: <VisitFormPage /> },
      { path: '/visit/edit/:id', element: <VisitFormPage /> },
    ],
    { initialEntries: ['/home', path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const bodyOf = (n: number) => engine.enqueue.mock.calls[n]?.[1];

describe('visit form', () => {
  beforeAll(() => {
    installMessages('en', en);
    // Saturday 21 November 2026, 9:00 in Paris
    setClock({ now: () => new Date('2026-11-21T09:00:00+01:00') });
  });
  beforeEach(() => {
    engine.enqueue.mockClear();
    engine.resubmit.mockClear();
    engine.discard.mockClear();
    engine.pending = [];
    api.call.mockClear();
  });
  afterEach(cleanup);

  it('refuses a start before 6:00 on the field, keeps what was typed, then queues the visit at 6:00', async () => {
    const router = renderAt('/visit/create');
    fireEvent.change(await screen.findByLabelText('Client'), { target: { value: 'c2' } });
    type('Date', '2026-11-23');
    type('Start time', '05:59');
    type('Label', 'Mail');
    type('Notes (optional)', 'bring keys');
    save();
    expect(screen.getByText('An intervention cannot start before 6am')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Start time'));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notes (optional)').value).toBe('bring keys');
    expect(engine.enqueue).not.toHaveBeenCalled();
    type('Start time', '06:00');
    expect(screen.queryByText('An intervention cannot start before 6am')).toBeNull();
    save();
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/home');
    // home is asked to show its day (even beyond the first few it lists)
    expect(sessionStorage.getItem('relais.scrollToDay')).toBe('2026-11-23');
    expect(bodyOf(0)).toEqual({
      assistantId: 'u1',
      visit: {
        clientId: 'c2',
        startDate: '2026-11-23T05:00:00.000Z',
        duration: 180,
        label: 'Mail',
        ...NO_VISIT_TEXTS,
        comment: 'bring keys',
        remote: false,
        recurrence: null,
      },
      display: { clientName: 'Beta', clientColor: '#00aa00' },
    });
  });

  it('refuses an end at midnight and accepts 23:59', async () => {
    renderAt('/visit/create');
    fireEvent.change(await screen.findByLabelText('Client'), { target: { value: 'c1' } });
    type('Date', '2026-11-23');
    type('Start time', '21:00');
    type('Label', 'Late');
    save();
    expect(screen.getByText('An intervention must end before midnight')).toBeTruthy();
    type('Minutes', '0');
    type('Hours', '2');
    type('Minutes', '59');
    expect(screen.queryByText('An intervention must end before midnight')).toBeNull();
    save();
    await screen.findByText('home');
    expect(bodyOf(0)).toMatchObject({ visit: { duration: 179 } });
  });

  it('sends a recurrence on create', async () => {
    renderAt('/visit/create');
    fireEvent.change(await screen.findByLabelText('Client'), { target: { value: 'c1' } });
    type('Date', '2026-11-23');
    type('Label', 'Weekly filing');
    fireEvent.change(screen.getByLabelText('Repeat'), { target: { value: 'WEEKLY' } });
    save();
    expect(screen.getByText('This field is required')).toBeTruthy();
    type('Until', '2026-12-21');
    save();
    await screen.findByText('home');
    expect(bodyOf(0)).toMatchObject({ visit: { recurrence: { kind: 'WEEKLY', until: '2026-12-21' } } });
  });

  it('a change within the month is queued as an update with the previous values', async () => {
    renderAt('/visit/edit/e1', [ev('e1', '2026-11-30T09:00:00.000Z')]);
    expect((await screen.findByLabelText<HTMLInputElement>('Label')).value).toBe('Filing');
    expect(screen.queryByLabelText('Repeat')).toBeNull();
    type('Start time', '14:00');
    save();
    await screen.findByText('home');
    expect(bodyOf(0)).toMatchObject({
      visitId: 'e1',
      visit: { startDate: '2026-11-30T13:00:00.000Z' },
      previous: { startDate: '2026-11-30T09:00:00.000Z' },
    });
  });

  it('moving out of the current month is not sent: it explains, then deletes (with a reason) and recreates', async () => {
    renderAt('/visit/edit/e1', [ev('e1', '2026-11-30T09:00:00.000Z')]);
    await screen.findByLabelText('Label');
    type('Date', '2026-12-01');
    save();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en.errors.intervention_month_change)).toBeTruthy();
    expect(engine.enqueue).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete and recreate' }));
    expect(
      within(dialog).getByText('Deleting an intervention of the current month must be explained'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason for the deletion'), {
      target: { value: 'Client asked' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete and recreate' }));
    await screen.findByText('home');
    expect(bodyOf(0)).toMatchObject({ visitId: 'e1', reason: 'Client asked' });
    expect(bodyOf(1)).toMatchObject({
      visit: { startDate: '2026-12-01T09:00:00.000Z', recurrence: null, label: 'Filing' },
    });
  });

  it('deleting a visit of the current month asks for a reason', async () => {
    renderAt('/visit/edit/e1', [ev('e1', '2026-11-30T09:00:00.000Z')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this visit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      within(dialog).getByText('Deleting an intervention of the current month must be explained'),
    ).toBeTruthy();
    expect(engine.enqueue).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason for the deletion'), {
      target: { value: ' Holidays ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('home');
    expect(bodyOf(0)).toMatchObject({ assistantId: 'u1', visitId: 'e1', reason: 'Holidays' });
  });

  it('a visit of next month is deleted without a reason', async () => {
    renderAt('/visit/edit/e2', [ev('e2', '2026-12-15T09:00:00.000Z')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this visit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Reason for the deletion (optional)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('home');
    expect(bodyOf(0)).toMatchObject({ visitId: 'e2', reason: null });
  });

  it('48 hours ahead or less (exactly 48 h): no deleting, a cancellation asked of the provider with a reason', async () => {
    renderAt('/visit/edit/e3', [ev('e3', '2026-11-23T08:00:00.000Z')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this visit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/you can no longer delete it yourself/)).toBeTruthy();
    expect(within(dialog).queryByText(/delete it and create a new one/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason for the cancellation'), {
      target: { value: ' Client closed ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await vi.waitFor(() => expect(api.call).toHaveBeenCalledTimes(1));
    expect(api.call.mock.calls[0]?.[1]).toEqual({
      params: { id: 'u1', visitId: 'e3' },
      body: { reason: 'Client closed' },
    });
    expect(engine.enqueue).not.toHaveBeenCalled();
  });

  it('moving one it can no longer delete to another month says one thing: ask the provider', async () => {
    renderAt('/visit/edit/e3', [ev('e3', '2026-11-23T08:00:00.000Z')]);
    type('Date', '2026-12-02');
    save();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot move to another month/)).toBeTruthy();
    expect(within(dialog).queryByText(/delete it and create a new one/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete and recreate' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send the request' })).toBeTruthy();
  });

  it('refuses a start in the past with the reason and the ways to declare it, keeping what was typed', async () => {
    renderAt('/visit/create');
    fireEvent.change(await screen.findByLabelText('Client'), { target: { value: 'c2' } });
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('2026-11-21');
    type('Date', '2026-11-20');
    type('Label', 'Mail');
    save();
    expect(screen.getByText(/This time has passed: a visit is planned ahead/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report remote work' }).getAttribute('href')).toBe(
      '/remote/create',
    );
    expect(screen.getByRole('link', { name: 'Write to the team' }).getAttribute('href')).toBe(
      '/messaging/create',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Label').value).toBe('Mail');
    // today, an hour already gone: on the time
    type('Date', '2026-11-21');
    type('Start time', '08:30');
    save();
    expect(document.activeElement).toBe(screen.getByLabelText('Start time'));
    expect(engine.enqueue).not.toHaveBeenCalled();
    type('Start time', '09:00');
    save();
    await vi.waitFor(() => expect(engine.enqueue).toHaveBeenCalledTimes(1));
  });

  it('a started visit keeps its start through an edit; moving it into the past is refused', async () => {
    renderAt('/visit/edit/e5', [ev('e5', '2026-11-21T07:00:00.000Z', { duration: 240 })]);
    type('Label', 'Archives');
    type('Start time', '07:30');
    save();
    expect(screen.getByText(/This time has passed/)).toBeTruthy();
    type('Start time', '08:00');
    save();
    await vi.waitFor(() => expect(engine.enqueue).toHaveBeenCalledTimes(1));
  });

  it('a visit whose report was sent opens read only, with its report', async () => {
    renderAt('/visit/edit/e4', [
      ev('e4', '2026-11-10T09:00:00.000Z', { status: 'TERMINATED', reportStatus: 'PENDING' }),
    ]);
    const link = await screen.findByRole('link', { name: 'See the report' });
    expect(link.getAttribute('href')).toBe('/visit/report/view/e4');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Awaiting validation')).toBeTruthy();
  });

  it('opens a parked creation with the server message on its field, and resubmits it', async () => {
    engine.pending = [
      {
        id: 'a9',
        type: 'interventions.createVisit',
        body: {
          assistantId: 'u1',
          visit: {
            clientId: 'c1',
            startDate: '2026-11-25T04:00:00.000Z',
            duration: 60,
            label: 'Early',
            comment: null,
            remote: false,
            recurrence: null,
          },
          display: { clientName: 'Acme', clientColor: '#aa0000' },
        },
        state: 'parked',
        version: 1,
        createdAt: 0,
        attempts: 1,
        lastError: { code: 'start_before_6am', message: 'Start before 6am' },
      },
    ];
    renderAt('/visit/edit/pending-a9?action=a9');
    expect((await screen.findByLabelText<HTMLInputElement>('Label')).value).toBe('Early');
    const refusal = screen.getByRole('alert');
    expect(within(refusal).getByText('Refused by the server')).toBeTruthy();
    expect(within(refusal).getByText('Start before 6am')).toBeTruthy();
    expect(within(refusal).getByText('Correct it, then send it again.')).toBeTruthy();
    expect(screen.getByText('An intervention cannot start before 6am')).toBeTruthy();
    type('Start time', '07:00');
    save();
    await screen.findByText('home');
    expect(engine.resubmit.mock.calls[0]?.[0]).toBe('a9');
    expect(engine.resubmit.mock.calls[0]?.[1]).toMatchObject({
      visit: { startDate: '2026-11-25T06:00:00.000Z', label: 'Early' },
    });
    expect(engine.enqueue).not.toHaveBeenCalled();
  });
  it('a queued change moved out of the month is replaced by delete-and-recreate of the stored visit', async () => {
    const stored = ev('e1', '2026-11-30T09:00:00.000Z');
    engine.pending = [
      {
        id: 'a5',
        type: 'interventions.updateVisit',
        body: {
          assistantId: 'u1',
          visitId: 'e1',
          visit: {
            clientId: 'c1',
            startDate: '2026-11-30T10:00:00.000Z',
            duration: 180,
            label: 'Filing',
            comment: null,
            remote: false,
            recurrence: null,
          },
          display: { clientName: 'Acme', clientColor: '#aa0000' },
          previous: {
            clientId: 'c1',
            clientName: 'Acme',
            clientColor: '#aa0000',
            remote: false,
            label: 'Filing',
            comment: null,
            startDate: stored.startDate,
            duration: 180,
          },
        },
        state: 'waiting',
        version: 1,
        createdAt: 0,
        attempts: 0,
        lastError: null,
      },
    ];
    renderAt('/visit/edit/e1?action=a5', [stored]);
    expect((await screen.findByLabelText<HTMLInputElement>('Start time')).value).toBe('11:00');
    type('Date', '2026-12-02');
    save();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for the deletion'), {
      target: { value: 'Moved' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete and recreate' }));
    await screen.findByText('home');
    expect(engine.discard).toHaveBeenCalledWith('a5');
    expect(engine.resubmit).not.toHaveBeenCalled();
    expect(bodyOf(0)).toMatchObject({
      visitId: 'e1',
      reason: 'Moved',
      event: { startDate: '2026-11-30T09:00:00.000Z' },
    });
    expect(bodyOf(1)).toMatchObject({ visit: { startDate: '2026-12-02T10:00:00.000Z' } });
  });

  it('deleting a visit not sent yet takes it back out of the outbox, without a reason', async () => {
    engine.pending = [
      {
        id: 'a7',
        type: 'interventions.createVisit',
        body: {
          assistantId: 'u1',
          visit: {
            clientId: 'c1',
            startDate: '2026-11-22T09:00:00.000Z',
            duration: 60,
            label: 'Soon',
            comment: null,
            remote: false,
            recurrence: null,
          },
          display: { clientName: 'Acme', clientColor: '#aa0000' },
        },
        state: 'waiting',
        version: 1,
        createdAt: 0,
        attempts: 0,
        lastError: null,
      },
    ];
    renderAt('/visit/edit/pending-a7');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this visit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('home');
    expect(engine.discard).toHaveBeenCalledWith('a7');
    expect(engine.enqueue).not.toHaveBeenCalled();
  });
});
