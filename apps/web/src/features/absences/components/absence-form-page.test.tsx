import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import type { PendingAction } from '../../../offline';
import { NO_VISIT_TEXTS } from '@relais/domain/rules';
import { eventsRangeKey } from '../../../data/events';
import { leavesQueryKey } from '../api/leaves-query';
import { AbsenceFormPage } from './absence-form-page';

const engine = vi.hoisted(() => ({
  enqueue: vi.fn((..._args: unknown[]) => Promise.resolve({ kind: 'queued' })),
  resubmit: vi.fn((..._args: unknown[]) => Promise.resolve({ kind: 'queued' })),
  pending: [] as PendingAction[],
}));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  currentUserId: () => 'u1',
  useUserId: () => 'u1',
  submitAction: engine.enqueue,
  resubmitAction: engine.resubmit,
  usePendingActions: (...defs: { type: string }[]) =>
    engine.pending.filter((a) => defs.length === 0 || defs.some((d) => d.type === a.type)),
  useConnectivity: () => ({ offline: true }),
}));
vi.mock('../../../lib/use-session', () => ({
  useSession: () => ({ userId: 'u1', token: 't', expiresInS: 900, obtainedAt: 0 }),
}));

const LEAVES = [
  {
    id: 'l1',
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    label: 'Training',
    comment: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
  },
];

const planned = (id: string, startDate: string, status = 'SCHEDULED') => ({
  id,
  clientId: 'c1',
  clientName: 'Acme',
  clientColor: '#aa0000',
  remote: false,
  label: 'Filing',
  ...NO_VISIT_TEXTS,
  startDate,
  duration: 180,
  status,
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
});

const renderAt = (path: string, events: Record<string, unknown[]> = {}) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(leavesQueryKey('u1'), LEAVES);
  for (const [range, list] of Object.entries(events)) {
    const [start, end] = range.split('/');
    qc.setQueryData(eventsRangeKey('u1', start ?? '', end ?? ''), list);
  }
  const router = createMemoryRouter(
    [
      { path: '/availability', element: <p>list</p> },
      { path: '/absence/create', element: <AbsenceFormPage /> },
      { path: '/absence/edit/:id', element: <AbsenceFormPage /> },
    ],
    { initialEntries: ['/availability', path], initialIndex: 1 },
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

describe('absence form', () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => new Date('2026-11-21T09:00:00+01:00') });
  });
  beforeEach(() => {
    engine.enqueue.mockClear();
    engine.resubmit.mockClear();
    engine.pending = [];
    // a read the screen makes beyond the cached data gets no answer here, and never the network
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string) => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows translated inline errors, keeps what was typed and focuses the first field in error', async () => {
    renderAt('/absence/create');
    type('Start date', '2026-11-30');
    type('End date', '2026-11-29');
    type('Comment (optional)', 'family');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('The end date cannot be before the start date')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('End date'));
    expect(screen.getByLabelText<HTMLInputElement>('Comment (optional)').value).toBe('family');
    expect(screen.getByLabelText('End date').getAttribute('aria-invalid')).toBe('true');
    expect(engine.enqueue).not.toHaveBeenCalled();
  });

  it('refuses an overlap with a known absence, naming it', async () => {
    renderAt('/absence/create');
    type('Start date', '2026-12-12');
    type('End date', '2026-12-14');
    type('Label', 'Holidays');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('This absence overlaps another absence (Training)')).toBeTruthy();
  });

  it('a valid absence is queued and the user is sent back', async () => {
    const router = renderAt('/absence/create');
    type('Start date', '2026-11-21');
    type('End date', '2026-11-22');
    type('Label', ' Holidays ');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('list');
    expect(router.state.location.pathname).toBe('/availability');
    expect(engine.enqueue.mock.calls[0]?.[1]).toEqual({
      assistantId: 'u1',
      leave: { startDate: '2026-11-21', endDate: '2026-11-22', label: 'Holidays', comment: null },
    });
  });

  it('opens a stored absence once the interventions its dates cover are known (nothing moves then)', async () => {
    renderAt('/absence/edit/l1');
    expect((await screen.findByRole('status')).textContent).toBe(en.absences.loading);
    expect(screen.queryByLabelText('Label')).toBeNull();
  });

  it('edits a stored absence with its values (itself is no overlap)', async () => {
    renderAt('/absence/edit/l1', { '2026-12-10/2026-12-12': [] });
    expect((await screen.findByLabelText<HTMLInputElement>('Label')).value).toBe('Training');
    type('End date', '2026-12-13');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('list');
    expect(engine.enqueue.mock.calls[0]?.[1]).toMatchObject({
      leaveId: 'l1',
      leave: { endDate: '2026-12-13', label: 'Training' },
    });
  });

  it('opens a parked queued absence with its values and server message, and resubmits it', async () => {
    engine.pending = [
      {
        id: 'a9',
        type: 'absences.create',
        body: {
          assistantId: 'u1',
          leave: { startDate: '2026-12-20', endDate: '2026-12-22', label: 'Trip', comment: 'x' },
        },
        state: 'parked',
        version: 1,
        createdAt: 0,
        attempts: 1,
        lastError: { code: 'leave_overlap', message: 'Overlaps another absence' },
      },
    ];
    renderAt('/absence/edit/pending-a9?action=a9', { '2026-12-20/2026-12-22': [] });
    expect((await screen.findByLabelText<HTMLInputElement>('Label')).value).toBe('Trip');
    expect(screen.getByRole('alert').textContent).toContain('Overlaps another absence');
    type('Label', 'Trip abroad');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('list');
    expect(engine.resubmit).toHaveBeenCalledWith(
      'a9',
      {
        assistantId: 'u1',
        leave: { startDate: '2026-12-20', endDate: '2026-12-22', label: 'Trip abroad', comment: 'x' },
      },
      expect.anything(),
    );
    expect(engine.enqueue).not.toHaveBeenCalled();
  });

  it('names the planned interventions an absence covers before it is saved, in Paris time', async () => {
    renderAt('/absence/create', {
      '2026-11-23/2026-11-24': [
        planned('e1', '2026-11-23T08:00:00.000Z'),
        planned('e2', '2026-11-24T13:30:00.000Z'),
        planned('e3', '2026-11-24T07:00:00.000Z', 'TERMINATED'),
      ],
      '2026-11-25/2026-11-25': [],
    });
    type('Start date', '2026-11-23');
    expect(screen.queryByRole('status')).toBeNull();
    type('End date', '2026-11-24');
    const warning = await screen.findByRole('status');
    expect(warning.textContent).toContain('This absence covers 2 planned interventions:');
    expect(warning.textContent).toContain('Monday 23 November at 09:00: Filing – Acme');
    expect(warning.textContent).toContain('Tuesday 24 November at 14:30: Filing – Acme');
    expect(warning.querySelectorAll('li')).toHaveLength(2);
    type('Start date', '2026-11-25');
    type('End date', '2026-11-25');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
