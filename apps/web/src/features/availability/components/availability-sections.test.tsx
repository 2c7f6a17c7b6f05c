import { fullWeekGrid, type AvailabilityGrid } from '@relais/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { installTestEngine, outboxRecord, queueStored } from '../../../offline/test-kit';
import type { OutboxStore } from '../../../offline/outbox-store';
import { preferencesQueryKey } from '../../../data/preferences';
import { setCellAction, snoozeAction, workPreferenceAction } from '../api/availability-actions';
import { availabilityQueryKey } from '../api/availability-query';
import { AvailabilitySections } from './availability-sections';

// the real offline engine, on an in-memory outbox of u1 (nothing is sent: no live session)
vi.mock('../../../lib/use-session', () => ({
  useSession: () => ({ userId: 'u1', token: 't', expiresInS: 900, obtainedAt: 0 }),
}));

const GRID: AvailabilityGrid = {
  cells: fullWeekGrid([
    { numDay: 1, part: 'MORNING', value: true },
    { numDay: 3, part: 'AFTERNOON', value: true },
  ]),
  lastUpdatedAt: null,
  warningUpdatePlanningDismissed: null,
  planningUpdateDue: false,
};

const renderPage = (grid: AvailabilityGrid | null = GRID) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (grid) qc.setQueryData(availabilityQueryKey('u1'), grid);
  qc.setQueryData(preferencesQueryKey('u1'), { workPreference: 'MAINLY_SITE' });
  return render(
    <QueryClientProvider client={qc}>
      <AvailabilitySections after={null} />
    </QueryClientProvider>,
  );
};

describe('availability screen', () => {
  beforeAll(() => installMessages('en', en));
  let outbox: ReturnType<typeof installTestEngine>;
  /** What the screen queued: each action's type and body, in order. */
  const queued = async (store: OutboxStore = outbox.store) =>
    (await store.list()).map((r) => [r.type, r.body]);
  beforeEach(() => {
    outbox = installTestEngine([setCellAction, snoozeAction, workPreferenceAction], { user: 'u1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the 14 cells from the data with their state', () => {
    renderPage();
    const cells = screen
      .getAllByRole('button', { pressed: true })
      .concat(screen.getAllByRole('button', { pressed: false }));
    expect(cells).toHaveLength(14);
    expect(
      screen.getByRole('button', { name: 'Monday morning, available' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Monday afternoon, unavailable' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(screen.getByRole('button', { name: 'Wednesday afternoon, available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sunday afternoon, unavailable' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('one tap queues one action with the cell and its new value', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday afternoon, unavailable' }));
    await vi.waitFor(async () =>
      expect(await queued()).toEqual([
        ['availability.setCell', { assistantId: 'u1', numDay: 2, part: 'AFTERNOON', value: true }],
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Monday morning, available' }));
    await vi.waitFor(async () =>
      expect((await queued())[1]).toEqual([
        'availability.setCell',
        { assistantId: 'u1', numDay: 1, part: 'MORNING', value: false },
      ]),
    );
  });

  it('shows a queued tap at once, marked awaiting connection', async () => {
    await queueStored(outbox, [
      outboxRecord({
        id: 'a1',
        type: 'availability.setCell',
        body: { assistantId: 'u1', numDay: 5, part: 'MORNING', value: true },
      }),
    ]);
    renderPage();
    const cell = screen.getByRole('button', { name: 'Friday morning, available, awaiting connection' });
    expect(cell.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows loading without data, the planning warning when due, and queues a snooze', async () => {
    // without data the screen asks the server (the api client first renews the mocked session):
    // the answer never comes here, and nothing reaches the network
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const { unmount } = renderPage(null);
    expect(screen.getByText('Loading your availability…')).toBeTruthy();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    unmount();
    renderPage({ ...GRID, planningUpdateDue: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    const date = screen.getByLabelText('Do not remind me until');
    fireEvent.change(date, { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide the reminder' }));
    expect(screen.getByText('Choose a date to come')).toBeTruthy();
    expect(await queued()).toEqual([]);
    // beyond the range the server takes (issue 14)
    fireEvent.change(date, { target: { value: '2100-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide the reminder' }));
    expect(screen.getByText('This date is too far in the past or in the future')).toBeTruthy();
    expect(await queued()).toEqual([]);
    fireEvent.change(date, { target: { value: '2099-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide the reminder' }));
    await vi.waitFor(async () =>
      expect(await queued()).toEqual([
        ['availability.snooze', { assistantId: 'u1', untilDate: '2099-12-31' }],
      ]),
    );
  });

  it('the work preference is four radios; a choice queues the preference', async () => {
    renderPage();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Mainly on site' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Remote only' }));
    await vi.waitFor(async () =>
      expect(await queued()).toEqual([
        ['availability.workPreference', { userId: 'u1', value: 'REMOTE_ONLY' }],
      ]),
    );
  });
});
