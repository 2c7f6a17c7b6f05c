import type { Dashboard } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardKey } from '../../data/dashboard';
import en from '../../i18n/en.json';
import { setClock } from '../../lib/clock';
import { installMessages } from '../../lib/i18n';
import type { PendingAction } from '../../offline';
import { HomeWarnings } from './home-warnings';

const engine = vi.hoisted(() => ({ pending: [] as PendingAction[], enqueued: [] as unknown[] }));
vi.mock('../../offline', async () => ({
  ...(await vi.importActual<object>('../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../offline/define')),
  useUserId: () => 'u1',
  usePendingActions: (...defs: { type: string }[]) =>
    engine.pending.filter((a) => defs.some((d) => d.type === a.type)),
  enqueue: (_def: unknown, body: unknown) => {
    engine.enqueued.push(body);
    return Promise.resolve('a1');
  },
}));
vi.mock('../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const NOW = new Date('2026-11-21T09:00:00+01:00');
const planningDue: Dashboard = {
  month: '2026-11',
  kpi: null,
  warnings: {
    planningUpdateDue: true,
    insurance: 'ok',
    insuranceLimitDate: '2027-06-30',
    expertiseToUpdate: false,
    academy: 'none',
    documents: [],
  },
  completion: { file: 50, skills: 60, availability: 100, account: 80, curriculum: 0, total: 58 },
};

const renderWith = (data: Dashboard) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(dashboardKey('u1', '2026-11'), data);
  const router = createMemoryRouter([{ path: '/home', element: <HomeWarnings /> }], {
    initialEntries: ['/home'],
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe("home's warnings (dashboard card, availability snooze)", () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => NOW });
  });
  beforeEach(() => {
    engine.pending = [];
    engine.enqueued = [];
  });
  afterEach(cleanup);

  it('snoozes the planning warning through the outbox, and hides it while the snooze waits', () => {
    renderWith(planningDue);
    // the date field is made when asked for, and takes the focus
    expect(screen.queryByLabelText(en.availability.snoozeLabel)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.availability.snoozeOpen }));
    const field = screen.getByLabelText(en.availability.snoozeLabel);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: en.availability.snoozeSubmit }));
    expect(screen.getByText(en.availability.snoozeDateError)).toBeTruthy();
    expect(engine.enqueued).toEqual([]);
    fireEvent.change(field, { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: en.availability.snoozeSubmit }));
    expect(engine.enqueued).toEqual([{ assistantId: 'u1', untilDate: '2026-12-01' }]);
    cleanup();
    engine.pending = [
      {
        id: 'a1',
        type: 'availability.snooze',
        body: { assistantId: 'u1', untilDate: '2026-12-01' },
        state: 'waiting',
        version: 1,
        createdAt: 0,
        attempts: 0,
        lastError: null,
      },
    ];
    renderWith(planningDue);
    expect(screen.queryByText(en.availability.warningTitle)).toBeNull();
  });
});
