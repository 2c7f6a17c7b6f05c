import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import type { PendingAction } from '../../../offline';
import { leavesQueryKey } from '../api/leaves-query';
import { AbsencesSection } from './absences-section';

const engine = vi.hoisted(() => ({
  enqueue: vi.fn((..._args: unknown[]) => Promise.resolve('new-action')),
  discard: vi.fn((..._args: unknown[]) => Promise.resolve()),
  pending: [] as PendingAction[],
}));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  currentUserId: () => 'u1',
  useUserId: () => 'u1',
  enqueue: engine.enqueue,
  discard: engine.discard,
  usePendingActions: (...defs: { type: string }[]) =>
    engine.pending.filter((a) => defs.length === 0 || defs.some((d) => d.type === a.type)),
  useConnectivity: () => ({ offline: false }),
}));
vi.mock('../../../lib/use-session', () => ({
  useSession: () => ({ userId: 'u1', token: 't', expiresInS: 900, obtainedAt: 0 }),
}));

const stamp = { createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z' };
const LEAVES = [
  { id: 'late', startDate: '2027-01-10', endDate: '2027-01-12', label: 'Ski', comment: null, ...stamp },
  { id: 'past', startDate: '2026-10-01', endDate: '2026-10-02', label: 'Wedding', comment: null, ...stamp },
  { id: 'soon', startDate: '2026-11-20', endDate: '2026-11-23', label: 'Flu', comment: 'doctor', ...stamp },
];

const renderSection = (leaves: unknown[] | null = LEAVES) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (leaves) qc.setQueryData(leavesQueryKey('u1'), leaves);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <AbsencesSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('absences list', () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => new Date('2026-11-21T09:00:00+01:00') });
  });
  beforeEach(() => {
    engine.enqueue.mockClear();
    engine.discard.mockClear();
    engine.pending = [];
  });
  afterEach(cleanup);

  it('lists upcoming absences first, soonest first, with dates and actions; past ones apart', () => {
    renderSection();
    const list = screen.getByRole('list', { name: 'My absences' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Flu', 'Ski']);
    expect(within(list).getByText('From 20 Nov 2026 to 23 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the absence “Ski”' }).getAttribute('href')).toBe(
      '/absence/edit/late',
    );
    expect(screen.getByText('Past absences')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an absence' }).getAttribute('href')).toBe('/absence/create');
  });

  it('shows the empty state', () => {
    renderSection([]);
    expect(screen.getByText('No upcoming absence.')).toBeTruthy();
  });

  it('shows a queued creation at once, marked awaiting connection, editable through its action', () => {
    engine.pending = [
      {
        id: 'a1',
        type: 'absences.create',
        body: {
          assistantId: 'u1',
          leave: { startDate: '2026-12-01', endDate: '2026-12-01', label: 'Dentist', comment: null },
        },
        state: 'waiting',
        version: 1,
        createdAt: 0,
        attempts: 0,
        lastError: null,
      },
    ];
    renderSection();
    const item = screen.getByText('Dentist').closest('li');
    expect(item).toBeTruthy();
    expect(within(item as HTMLElement).getByText('Awaiting connection')).toBeTruthy();
    expect(within(item as HTMLElement).getByText('On 1 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the absence “Dentist”' }).getAttribute('href')).toBe(
      '/absence/edit/pending-a1?action=a1',
    );
  });

  it('deletes with a required reason, through the outbox', () => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the absence “Ski”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this absence?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(engine.enqueue).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Cancelled trip' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(engine.enqueue.mock.calls[0]?.[1]).toEqual({
      assistantId: 'u1',
      leaveId: 'late',
      reason: 'Cancelled trip',
      label: 'Ski',
    });
  });
});
