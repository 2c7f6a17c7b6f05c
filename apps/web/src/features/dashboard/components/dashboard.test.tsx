import { NO_VISIT_TEXTS, type Dashboard, type InterventionEvent } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import { dashboardKey } from '../../../data/dashboard';
import { DashboardKpis, DashboardWarnings } from './dashboard-summary';

const DashboardSummary = () => (
  <>
    <DashboardKpis />
    <DashboardWarnings snoozesWaiting={0} planningSnooze={null} />
  </>
);

const enqueue = vi.hoisted(() => vi.fn((_action: { type: string }, _body: unknown) => Promise.resolve()));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  enqueue,
  useUserId: () => 'u1',
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const NOW = new Date('2026-11-21T09:00:00+01:00');
const next: InterventionEvent = {
  id: 'e1',
  clientId: 'c1',
  clientName: 'Acme',
  clientColor: '#aa0000',
  remote: false,
  label: 'Filing',
  ...NO_VISIT_TEXTS,
  startDate: '2026-11-24T09:00:00Z',
  duration: 120,
  status: 'SCHEDULED',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
};
const dashboard = (over: Partial<Dashboard> = {}): Dashboard => ({
  month: '2026-11',
  kpi: {
    minutesDone: 750,
    reportsToWrite: 2,
    reportsAwaitingValidation: 1,
    revenue: 1234.5,
    nextIntervention: next,
  },
  warnings: {
    planningUpdateDue: false,
    insurance: 'ok',
    insuranceLimitDate: '2027-06-30',
    expertiseToUpdate: false,
    academy: 'none',
    documents: [],
  },
  completion: { file: 50, skills: 60, availability: 100, account: 80, curriculum: 0, total: 58 },
  ...over,
});

const renderWith = (data: Dashboard | undefined) => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (data) qc.setQueryData(dashboardKey('u1', '2026-11'), data);
  const router = createMemoryRouter([{ path: '/home', element: <DashboardSummary /> }], {
    initialEntries: ['/home'],
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return qc;
};
const figure = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('home dashboard', () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => NOW });
  });
  afterEach(cleanup);

  it("shows the month's figures: hours, revenue as money, reports, and the next intervention's link", () => {
    renderWith(dashboard());
    expect(figure('Hours done')).toBe('12h30');
    expect(figure('Revenue so far')).toBe('€1,234.50');
    expect(figure('Reports to write')).toBe('2');
    expect(figure('Reports awaiting validation')).toBe('1');
    const link = screen.getByRole('link', { name: /Tuesday 24 November at 10:00/ });
    expect(link.getAttribute('href')).toBe('/home/e1');
    expect(link.textContent).toContain('Filing – Acme');
    // no warning applies: no card
    expect(screen.queryByRole('heading', { name: 'To do' })).toBeNull();
  });

  it('says when nothing is planned and when there is no figure', () => {
    renderWith(
      dashboard({
        kpi: {
          minutesDone: 0,
          reportsToWrite: 0,
          reportsAwaitingValidation: 0,
          revenue: 0,
          nextIntervention: null,
        },
      }),
    );
    expect(figure('Hours done')).toBe('00h00');
    expect(screen.getByText('No intervention planned.')).toBeTruthy();
    cleanup();
    renderWith(dashboard({ kpi: null }));
    expect(screen.getByText('No figures for this month.')).toBeTruthy();
  });

  it('lists the warnings that apply, with the insurance date', () => {
    renderWith(
      dashboard({
        warnings: {
          planningUpdateDue: true,
          insurance: 'expired',
          insuranceLimitDate: '2026-10-31',
          expertiseToUpdate: true,
          academy: 'review',
          documents: [],
        },
      }),
    );
    const card = screen.getByRole('heading', { name: 'To do' }).closest('section') as HTMLElement;
    expect(within(card).getByText(/expired on 31\/10\/2026/)).toBeTruthy();
    expect(within(card).getByText('Your expertise')).toBeTruthy();
    expect(within(card).getByText('The Relais Academy is waiting for you')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the Academy' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(within(card).getByRole('link', { name: 'Update my planning' }).getAttribute('href')).toBe(
      '/availability',
    );
  });

  it('records the academy seen when it is opened or its warning dismissed, and the warning goes', async () => {
    const academyWarnings = {
      planningUpdateDue: false,
      insurance: 'ok' as const,
      insuranceLimitDate: '2027-06-30',
      expertiseToUpdate: false,
      academy: 'first' as const,
      documents: [],
    };
    const qc = renderWith(dashboard({ warnings: academyWarnings }));
    const me = { userId: 'u1', isClient: false, isStaff: false, warningRelaisAcademy: null };
    qc.setQueryData(['assistant', 'me', 'u1'], me);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    // the cycle's start as if the NEW week had just ended (NOW is 2026-11-21): the state reads 'none'
    expect(enqueue).toHaveBeenCalledWith(expect.objectContaining({ type: 'dashboard.academySeen' }), {
      userId: 'u1',
      date: '2026-11-13',
    });
    const [action, body] = enqueue.mock.calls[0] ?? [];
    (action as unknown as { apply: (q: QueryClient, b: unknown) => void }).apply(qc, body);
    await waitFor(() => expect(screen.queryByText('Welcome to the Relais Academy')).toBeNull());
    expect(
      qc.getQueryData<{ warningRelaisAcademy: string }>(['assistant', 'me', 'u1'])?.warningRelaisAcademy,
    ).toBe('2026-11-13');
    enqueue.mockClear();
    cleanup();
    const again = renderWith(dashboard({ warnings: academyWarnings }));
    again.setQueryData(['assistant', 'me', 'u1'], me);
    const academy = await screen.findByRole('link', { name: /Open the Academy/ });
    academy.addEventListener('click', (e) => e.preventDefault()); // no new tab in the test's window
    fireEvent.click(academy);
    expect(enqueue).toHaveBeenCalledTimes(1);
  });

  it('insurance missing or expiring, academy first', () => {
    renderWith(
      dashboard({
        warnings: {
          planningUpdateDue: false,
          insurance: 'missing',
          insuranceLimitDate: null,
          expertiseToUpdate: false,
          academy: 'first',
          documents: [],
        },
      }),
    );
    expect(screen.getByText(/has no end date/)).toBeTruthy();
    expect(screen.getByText('Welcome to the Relais Academy')).toBeTruthy();
    cleanup();
    renderWith(
      dashboard({
        warnings: {
          planningUpdateDue: false,
          insurance: 'expiring',
          insuranceLimitDate: '2026-12-10',
          expertiseToUpdate: false,
          academy: 'none',
          documents: [],
        },
      }),
    );
    expect(screen.getByText(/expires on 10\/12\/2026/)).toBeTruthy();
  });

  it('names each document to renew before the next invoicing window, with a link to its card', () => {
    const reminder = (
      fileType: 'IDENTITY_DOCUMENT' | 'PROFESSIONAL_INSURANCE',
      kind: 'EXPIRED' | 'EXPIRES_BEFORE_WINDOW',
      expirationDate: string,
    ) => ({ fileType, kind, expirationDate, windowOpensOn: '2026-12-20', path: `/user/file#${fileType}` });
    const documents = [
      reminder('PROFESSIONAL_INSURANCE', 'EXPIRES_BEFORE_WINDOW', '2026-12-10'),
      reminder('IDENTITY_DOCUMENT', 'EXPIRED', '2026-11-01'),
    ];
    const warnings = {
      planningUpdateDue: false,
      insurance: 'ok',
      insuranceLimitDate: '2026-12-10',
      expertiseToUpdate: false,
      academy: 'none',
      documents,
    } as const;
    renderWith(dashboard({ warnings }));
    const card = screen.getByRole('heading', { name: 'To do' }).closest('section') as HTMLElement;
    expect(
      within(card).getByText(
        'Professional insurance: expires on 10 December 2026, before the next invoicing window (20 December 2026)',
      ),
    ).toBeTruthy();
    expect(within(card).getByText('Identity document: expired on 1 November 2026')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('link', { name: 'Replace it in my file' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/user/file#PROFESSIONAL_INSURANCE', '/user/file#IDENTITY_DOCUMENT']);
    cleanup();
    // the insurance's own warning already names it: not twice, and it links to the file too
    renderWith(dashboard({ warnings: { ...warnings, insurance: 'expiring' } }));
    expect(screen.queryByText(/^Professional insurance: expires/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open my file' }).getAttribute('href')).toBe(
      '/user/file#PROFESSIONAL_INSURANCE',
    );
    expect(screen.getAllByRole('link', { name: 'Replace it in my file' })).toHaveLength(1);
  });

  it('loading state before the first answer', () => {
    renderWith(undefined);
    expect(screen.getByRole('status').textContent).toBe('Loading the dashboard…');
  });
});
