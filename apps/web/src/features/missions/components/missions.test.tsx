import {
  NO_VISIT_TEXTS,
  type AssistantRate,
  type Client,
  type ClientNote,
  type InterventionEvent,
  type Quote,
} from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import { eventsRangeKey } from '../../../data/events';
import { activeClientsQueryKey, otherClientsQueryKey } from '../../../data/clients';
import { clientRatesKey } from '../../../data/clients';
import { clientNotesKey, clientQuotesKey } from '../api/missions-query';
import { missionRange } from '../model/missions';
import { MissionPage } from './mission-page';
import { MissionsPage } from './missions-page';

const outbox = vi.hoisted(() => ({
  marks: new Map<string, { actionId: string; type: string; state: 'waiting' | 'parked' }>(),
}));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  useUserId: () => 'u1',
  usePendingMarks: () => outbox.marks,
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const NOW = new Date('2026-11-21T09:00:00+01:00');
const account = {
  civility: null,
  firstName: null,
  lastName: null,
  address: null,
  address2: null,
  zipCode: null,
  mobilePhone: null,
  phone: null,
  email: null,
};
const client = (id: string, over: Partial<Client> = {}): Client => ({
  id,
  pro: true,
  company: `Company ${id}`,
  relaisAccount: account,
  csName: null,
  csEmail: null,
  brief: null,
  other: false,
  name: `Name ${id}`,
  color: '#aa0000',
  phone: null,
  active: true,
  ...over,
});
const ev = (
  id: string,
  clientId: string,
  startDate: string,
  over: Partial<InterventionEvent> = {},
): InterventionEvent => ({
  id,
  clientId,
  clientName: 'x',
  clientColor: '#aa0000',
  remote: false,
  label: `Visit ${id}`,
  ...NO_VISIT_TEXTS,
  startDate,
  duration: 60,
  status: 'SCHEDULED',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
  ...over,
});

type Seed = {
  main?: Client[];
  others?: Client[];
  events?: InterventionEvent[];
  rates?: AssistantRate[];
  notes?: ClientNote[];
  quotes?: Quote[];
};
const renderAt = (path: string, seed: Seed) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const range = missionRange(NOW);
  if (seed.main) qc.setQueryData(activeClientsQueryKey('u1'), seed.main);
  if (seed.others) qc.setQueryData(otherClientsQueryKey('u1'), seed.others);
  if (seed.events) qc.setQueryData(eventsRangeKey('u1', range.start, range.end), seed.events);
  if (seed.rates) qc.setQueryData(clientRatesKey('u1', 'c1'), seed.rates);
  if (seed.notes) qc.setQueryData(clientNotesKey('u1', 'c1'), seed.notes);
  if (seed.quotes) qc.setQueryData(clientQuotesKey('u1', 'c1'), seed.quotes);
  const router = createMemoryRouter(
    [
      { path: '/activity/missions', element: <MissionsPage /> },
      { path: '/activity/missions/:id', element: <MissionPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('missions', () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => NOW });
  });
  afterEach(cleanup);

  it('lists the main clients, then the other clients apart, with label, status and next intervention', () => {
    renderAt('/activity/missions', {
      main: [client('c1'), client('c2', { pro: false }), client('c3', { company: null })],
      others: [client('o1', { other: true, active: false }), client('o2', { other: true })],
      events: [
        ev('past', 'c1', '2026-11-20T08:00:00Z'),
        ev('soon', 'c1', '2026-11-25T08:00:00Z'),
        ev('later', 'c1', '2026-12-02T08:00:00Z'),
      ],
    });
    const main = section('Your customers');
    const c1 = within(main).getByRole('link', { name: /Company c1/ });
    expect(c1.getAttribute('href')).toBe('/activity/missions/c1');
    expect(c1.textContent).toContain('Next intervention: Wednesday 25 November at 09:00');
    expect(c1.textContent).toContain('Active');
    expect(within(main).getByRole('link', { name: /Individual/ }).textContent).toContain(
      'No intervention planned',
    );
    expect(within(main).getByRole('link', { name: /Unknown company/ })).toBeTruthy();
    const others = section('Other customers');
    // active first
    expect(
      within(others)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/activity/missions/o2', '/activity/missions/o1']);
    expect(within(others).getAllByRole('link')[1]?.textContent).toContain('Inactive');
  });

  it('empty and loading states', () => {
    renderAt('/activity/missions', { main: [] });
    expect(within(section('Your customers')).getByText('You have no customer yet.')).toBeTruthy();
    expect(within(section('Other customers')).getByRole('status').textContent).toBe('Loading…');
  });

  it("shows the client's mission page: contact, map, phones, customer success, brief, notes, rates, quotes, interventions", () => {
    const c1 = client('c1', {
      relaisAccount: {
        ...account,
        civility: 'MRS',
        firstName: 'Claire',
        lastName: 'Martin',
        address: '12 rue de la Paix',
        zipCode: '75002',
        mobilePhone: '06 11 22 33 44',
        phone: '01 22 33 44 55',
        email: 'claire@acme.test',
      },
      csName: 'Paul Durand',
      csEmail: 'paul@relais.test',
      brief: '<p>Filing <b>every</b> week</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    renderAt('/activity/missions/c1', {
      main: [c1],
      events: [
        ev('e1', 'c1', '2026-11-25T08:00:00Z'),
        ev('e2', 'c2', '2026-11-26T08:00:00Z'),
        ev('e0', 'c1', '2026-11-10T08:00:00Z', { status: 'CLOSED' }),
      ],
      rates: [
        { id: 'r1', kind: 'STANDARD', label: 'Standard', hourlyRate: 25 },
        { id: 'r2', kind: 'PREMIUM', label: '', hourlyRate: 32.5 },
      ],
      notes: [
        {
          id: 'n1',
          content:
            '<p>Ring twice <a href="javascript:alert(1)" onclick="x()">here</a> <a href="https://acme.test">site</a></p>',
          createdAt: '2026-11-02T10:00:00Z',
        },
      ],
      quotes: [
        {
          id: 'q1',
          clientId: 'c1',
          number: 'D-001',
          title: 'Filing',
          status: 'PROPOSED',
          amount: 1200,
          monthlyHours: 20,
          createdAt: '2026-11-01T10:00:00Z',
          validUntil: '2026-12-31',
          answeredAt: null,
        },
        {
          id: 'q2',
          clientId: 'c1',
          number: 'D-002',
          title: 'Archiving',
          status: 'ACCEPTED',
          amount: 300,
          monthlyHours: null,
          createdAt: '2026-10-01T10:00:00Z',
          validUntil: '2026-10-31',
          answeredAt: '2026-10-12T09:30:00Z',
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Company c1' })).toBeTruthy();
    expect(screen.getByText(/Mrs Claire Martin/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'See 12 rue de la Paix, 75002 on the map' }).getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/search?query=12%20rue%20de%20la%20Paix%2C%2075002');
    expect(screen.getByRole('link', { name: 'Call 06 11 22 33 44' }).getAttribute('href')).toBe(
      'tel:0611223344',
    );
    expect(screen.getByRole('link', { name: 'Call 01 22 33 44 55' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to Paul Durand' }).getAttribute('href')).toBe(
      'mailto:paul@relais.test',
    );
    // rich text: allowed tags kept, the rest dropped, no script, no handler, no javascript: link
    const brief = screen.getByText('every');
    expect(brief.tagName).toBe('B');
    expect(document.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    const notes = section('Notes');
    expect(within(notes).getByText('here').tagName).toBe('SPAN');
    expect(within(notes).getByRole('link', { name: 'site' }).getAttribute('href')).toBe('https://acme.test');
    const rates = section('Your rates');
    expect(within(rates).getByText('Standard').nextElementSibling?.textContent).toBe('€25.00 / h');
    expect(within(rates).getByText('Premium rate').nextElementSibling?.textContent).toBe('€32.50 / h');
    const quotes = section('Quotes');
    expect(within(quotes).getByText('D-001 – Filing')).toBeTruthy();
    expect(within(quotes).getByText('Proposed')).toBeTruthy();
    expect(within(quotes).getByText('Amount excl. tax: €1,200.00')).toBeTruthy();
    // the client's answer, with its date (decisions "Quotes and client users")
    expect(within(quotes).getByText("Client's answer: Accepted on 12/10/2026")).toBeTruthy();
    const events = within(section('Interventions')).getAllByRole('link');
    expect(events.map((l) => l.getAttribute('href'))).toEqual(['/visit/report/view/e0', '/visit/edit/e1']);
    // home's word for the state (its row's report icon label)
    expect(events[0]?.textContent).toContain('Validated');
  });

  it('opens each intervention as home does: by its state and kind, or its queued change', () => {
    outbox.marks.set('e5', { actionId: 'a1', type: 'interventions.updateVisit', state: 'parked' });
    renderAt('/activity/missions/c1', {
      main: [client('c1')],
      events: [
        ev('e1', 'c1', '2026-11-02T08:00:00Z', { status: 'CLOSED', reportStatus: 'VALIDATED' }),
        ev('e2', 'c1', '2026-11-03T08:00:00Z', {
          status: 'TERMINATED',
          remote: true,
          reportStatus: 'PENDING',
        }),
        ev('e3', 'c1', '2026-11-04T08:00:00Z', { status: 'DONE' }),
        ev('e4', 'c1', '2026-11-05T08:00:00Z', { status: 'DONE', remote: true, reportStatus: 'REJECTED' }),
        ev('e5', 'c1', '2026-11-25T08:00:00Z'),
        ev('e6', 'c1', '2026-11-26T08:00:00Z'),
      ],
    });
    const links = within(section('Interventions')).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('href'), l.lastElementChild?.textContent])).toEqual([
      ['/visit/report/view/e1', 'See the report'],
      ['/remote/view/e2', 'See the report'],
      ['/visit/report/edit/e3', 'Write the report'],
      ['/remote/edit/e4', 'Write the report'],
      ['/visit/edit/e5?action=a1', 'Edit'],
      ['/visit/edit/e6', 'Edit'],
    ]);
    // the status words are home's (interventions.status), each state as home's row says it
    expect(links.map((l) => l.children[1]?.textContent?.split(' · ')[1])).toEqual([
      'Validated',
      'Awaiting validation',
      'Report to write',
      'Report rejected',
      'Report rejected',
      'Planned',
    ]);
    outbox.marks.clear();
  });

  it('mission page empty and loading states', () => {
    renderAt('/activity/missions/c1', { main: [client('c1')], rates: [], notes: [], quotes: [], events: [] });
    expect(screen.getByText('No active rate.')).toBeTruthy();
    expect(screen.getByText('No quote.')).toBeTruthy();
    expect(screen.getByText('No note.')).toBeTruthy();
    expect(screen.getByText('No intervention this month or next month.')).toBeTruthy();
    cleanup();
    renderAt('/activity/missions/c9', {});
    expect(screen.getByRole('status').textContent).toBe('Loading the mission…');
  });
});

describe('status words', () => {
  it("names a quote's status as the client's own page does, in both languages", () => {
    for (const messages of [en, fr])
      expect(messages.missions.quoteStatus).toEqual(messages.clientArea.status);
  });
});
