import type { InterventionEvent } from '@relais/domain';
import { NO_VISIT_TEXTS } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import { defineAction } from '../../../offline';
import { installTestEngine, outboxRecord, queueStored } from '../../../offline/test-kit';
import { eventsRangeKey } from '../../../data/events';
import { createVisitAction, deleteVisitAction, updateVisitAction } from '../api/visit-actions';
import { groupEvents, homeRange } from '../model/group-events';
import { InterventionsSection } from './interventions-section';

vi.mock('../../../offline', async (actual) => ({ ...(await actual<object>()), useUserId: () => 'u1' }));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const NOW = new Date('2026-11-21T09:00:00+01:00');
const ev = (id: string, startDate: string, over: Partial<InterventionEvent> = {}): InterventionEvent => ({
  id,
  clientId: 'c1',
  clientName: 'Acme',
  clientColor: '#aa0000',
  remote: false,
  label: `Visit ${id}`,
  ...NO_VISIT_TEXTS,
  startDate,
  duration: 120,
  status: 'SCHEDULED',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
  ...over,
});

const renderWith = (events: InterventionEvent[] | undefined) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const range = homeRange(NOW);
  if (events) qc.setQueryData(eventsRangeKey('u1', range.start, range.end), events);
  const router = createMemoryRouter([{ path: '/home', element: <InterventionsSection /> }], {
    initialEntries: ['/home'],
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
const rowOf = (label: string): HTMLElement => {
  const row = screen.getByText(label).closest('li');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
};
const linkIn = (label: string) => within(rowOf(label)).getByRole('link');
/** The real engine on an in-memory outbox of u1, with the visit actions (and `more`). */
const outbox = (more: Parameters<typeof installTestEngine>[0] = []) =>
  installTestEngine([createVisitAction, updateVisitAction, deleteVisitAction, ...more], { user: 'u1' });

describe('interventions on /home', () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => NOW });
  });
  beforeEach(() => {
    outbox();
  });
  afterEach(cleanup);

  it('covers this month and the next', () => {
    expect(homeRange(NOW)).toEqual({ start: '2026-11-01', end: '2026-12-31' });
    expect(homeRange(new Date('2026-12-31T23:30:00Z'))).toEqual({ start: '2027-01-01', end: '2027-02-28' });
  });

  it('groups by day (Paris), upcoming soonest first, then recent latest first', () => {
    const { upcoming, recent } = groupEvents(
      [
        ev('late', '2026-11-23T14:00:00Z'),
        ev('past1', '2026-11-10T08:00:00Z'),
        ev('early', '2026-11-23T07:00:00Z'),
        ev('now', '2026-11-21T07:30:00Z'),
        ev('past2', '2026-11-20T08:00:00Z'),
        ev('midnight', '2026-11-23T23:30:00Z'),
      ],
      NOW,
    );
    expect(upcoming.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ['2026-11-21', ['now']],
      ['2026-11-23', ['early', 'late']],
      ['2026-11-24', ['midnight']],
    ]);
    expect(recent.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ['2026-11-20', ['past2']],
      ['2026-11-10', ['past1']],
    ]);
  });

  it('shows each row with its time, duration, status and the direct action of its status', () => {
    renderWith([
      ev('s', '2026-11-24T09:00:00Z'),
      ev('d', '2026-11-19T09:00:00Z', { status: 'DONE' }),
      ev('r', '2026-11-18T09:00:00Z', { status: 'DONE', remote: true }),
      ev('t', '2026-11-17T09:00:00Z', { status: 'TERMINATED', reportStatus: 'PENDING' }),
      ev('c', '2026-11-16T09:00:00Z', { status: 'CLOSED', reportStatus: 'VALIDATED', remote: true }),
      ev('x', '2026-11-15T09:00:00Z', {
        status: 'DONE',
        reportStatus: 'REJECTED',
        rejectionReason: 'Missing receipt',
      }),
    ]);
    // the three most recent days first, the others behind 'show all'
    expect(screen.queryByText('Visit c')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show all days (6)' }));
    });
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(rowOf('Visit s')).getByText('10:00')).toBeTruthy();
    expect(within(rowOf('Visit s')).getByText('2h')).toBeTruthy();
    expect(within(rowOf('Visit s')).getByText('Planned')).toBeTruthy();
    expect(linkIn('Visit s').getAttribute('href')).toBe('/visit/edit/s');
    expect(linkIn('Visit d').getAttribute('href')).toBe('/visit/report/edit/d');
    expect(linkIn('Visit d').textContent).toBe('Write the report');
    expect(within(rowOf('Visit d')).getByText('Report to write')).toBeTruthy();
    expect(linkIn('Visit r').getAttribute('href')).toBe('/remote/edit/r');
    expect(within(rowOf('Visit r')).getByText('Remote')).toBeTruthy();
    expect(linkIn('Visit t').getAttribute('href')).toBe('/visit/report/view/t');
    expect(within(rowOf('Visit t')).getByText('Awaiting validation')).toBeTruthy();
    expect(linkIn('Visit c').getAttribute('href')).toBe('/remote/view/c');
    expect(linkIn('Visit c').textContent).toBe('See the report');
    expect(within(rowOf('Visit c')).getByText('Validated')).toBeTruthy();
    expect(linkIn('Visit x').getAttribute('href')).toBe('/visit/report/edit/x');
    expect(within(rowOf('Visit x')).getByText('Report rejected: Missing receipt')).toBeTruthy();
    // day headings in the user's language, upcoming before recent
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Tuesday 24 November',
      'Thursday 19 November',
      'Wednesday 18 November',
      'Tuesday 17 November',
      'Monday 16 November',
      'Sunday 15 November',
    ]);
  });

  it('a queued visit shows awaiting connection and edits its queued action', async () => {
    await queueStored(outbox(), [
      outboxRecord({
        id: 'a1',
        type: 'interventions.updateVisit',
        body: { assistantId: 'u1', visitId: 's', visit: {}, display: {}, previous: {} },
      }),
    ]);
    renderWith([ev('s', '2026-11-24T09:00:00Z'), ev('pending-a2', '2026-11-25T09:00:00Z')]);
    expect(within(rowOf('Visit s')).getByText('Awaiting connection')).toBeTruthy();
    expect(linkIn('Visit s').getAttribute('href')).toBe('/visit/edit/s?action=a1');
    expect(within(rowOf('Visit pending-a2')).getByText('Awaiting connection')).toBeTruthy();
  });

  it('an intervention whose queued report waits for the network shows awaiting connection', async () => {
    // the report action's `subjects` (another feature's): the intervention it reports on
    const report = defineAction<{ eventId: string }>({
      type: 'reports.submit',
      send: () => Promise.resolve(),
      describe: () => ({ key: 'x' }),
      subjects: (body) => [body.eventId],
    });
    await queueStored(outbox([report]), [
      outboxRecord({ id: 'r1', type: 'reports.submit', body: { eventId: 'd' } }),
    ]);
    renderWith([ev('d', '2026-11-19T09:00:00Z', { status: 'TERMINATED', reportStatus: 'PENDING' })]);
    expect(within(rowOf('Visit d')).getByText('Awaiting connection')).toBeTruthy();
  });

  it('/home/{eventId}: the stored intervention is focused once listed, then forgotten', () => {
    sessionStorage.setItem('relais.scrollToEventId', 'd');
    renderWith([ev('s', '2026-11-24T09:00:00Z'), ev('d', '2026-11-19T09:00:00Z', { status: 'DONE' })]);
    expect(document.activeElement).toBe(rowOf('Visit d'));
    expect(sessionStorage.getItem('relais.scrollToEventId')).toBeNull();
  });

  it('a visit just planned beyond the first four days: every day is shown, its day scrolled to, then forgotten', () => {
    const days = ['23', '24', '25', '26', '27', '30'].map((d) => ev(`v${d}`, `2026-11-${d}T09:00:00Z`));
    sessionStorage.setItem('relais.scrollToDay', '2026-11-30');
    const scrolled: string[] = [];
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.id);
    });
    renderWith(days);
    expect(rowOf('Visit v30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
    expect(scrolled).toEqual(['up-2026-11-30']);
    expect(sessionStorage.getItem('relais.scrollToDay')).toBeNull();
    // 'show fewer' still folds the list
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    });
    expect(screen.queryByText('Visit v30')).toBeNull();
    scroll.mockRestore();
  });

  it('a visit just planned within the first four days changes nothing', () => {
    const days = ['23', '24', '25', '26', '27', '30'].map((d) => ev(`v${d}`, `2026-11-${d}T09:00:00Z`));
    sessionStorage.setItem('relais.scrollToDay', '2026-11-24');
    renderWith(days);
    expect(screen.queryByText('Visit v30')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show all days (6)' })).toBeTruthy();
    expect(sessionStorage.getItem('relais.scrollToDay')).toBeNull();
  });

  it('empty and loading states, and the two new buttons', () => {
    renderWith([]);
    expect(screen.getByText('No intervention this month or next month.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New visit' }).getAttribute('href')).toBe('/visit/create');
    expect(screen.getByRole('link', { name: 'Report remote work' }).getAttribute('href')).toBe(
      '/remote/create',
    );
    cleanup();
    renderWith(undefined);
    expect(screen.getByRole('status').textContent).toBe('Loading interventions…');
  });
});
