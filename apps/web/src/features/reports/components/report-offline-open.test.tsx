import { NO_VISIT_TEXTS, type InterventionEvent } from '@relais/domain/rules';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import { flush, renderAt } from '../../../lib/test-kit/screen';
import { clientRatesKey } from '../../../data/clients';
import { eventsRangeKey } from '../../../data/events';
import { ReportEditPage } from './report-edit-page';
import { ReportViewPage } from './report-view-page';

vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  useUserId: () => 'u1',
  usePendingActions: () => [],
  useConnectivity: () => ({ offline: true }),
  getActionFiles: () => Promise.resolve([]),
  referenceQueries: { taskGroups: { queryKey: ['taskGroups'], queryFn: () => new Promise(() => {}) } },
}));
// offline: a read that runs would never be answered
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const NOW = new Date('2026-11-28T09:00:00+01:00');
const DONE: InterventionEvent = {
  id: 'e1',
  clientId: 'c1',
  clientName: 'Boulangerie Lemoine',
  clientColor: '#aa0000',
  remote: false,
  label: 'Visit',
  ...NO_VISIT_TEXTS,
  startDate: '2026-11-10T09:00:00.000Z',
  duration: 120,
  status: 'DONE',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
};
const GROUPS = [
  { id: 'g1', code: 'TG1', label: 'Reception', tasks: [{ id: 't1', label: 'Visitors', premium: false }] },
];
const RATES = [{ id: 'r1', kind: 'STANDARD', label: 'Standard', hourlyRate: 30 }];

/** The intervention only in home's cached list (its own read never made), the task groups kept. */
const open = (path: string, opts: { rates?: boolean; event?: InterventionEvent } = {}) =>
  renderAt(
    [
      { path: '/visit/report/edit/:id?', element: <ReportEditPage /> },
      { path: '/visit/report/view/:id', element: <ReportViewPage /> },
    ],
    path,
    (qc) => {
      qc.setQueryData(eventsRangeKey('u1', '2026-11-01', '2026-12-31'), [opts.event ?? DONE]);
      qc.setQueryData(['taskGroups'], GROUPS);
      if (opts.rates) qc.setQueryData(clientRatesKey('u1', 'c1'), RATES);
    },
  );

describe('a report offline, from what the device holds (issue 27)', () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => NOW });
  });
  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('opens the editor with the client’s rates brought, its premium read never made (the intervention carries its state)', async () => {
    open('/visit/report/edit/e1', { rates: true });
    expect(await screen.findByRole('button', { name: 'Send the report' })).toBeTruthy();
    expect(screen.getByText('Boulangerie Lemoine')).toBeTruthy();
    expect(screen.queryByText(en.reports.loading)).toBeNull();
  });

  it('says at once that the client’s rates were never loaded here, instead of loading for ever', async () => {
    open('/visit/report/edit/e1');
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(en.reports.offlineNoData);
    expect(screen.queryByText(en.reports.loading)).toBeNull();
    expect(screen.getByRole('link', { name: en.reports.backHome }).getAttribute('href')).toBe('/home');
  });

  it('an intervention the device never had, and the picker with no list kept, say so too', async () => {
    open('/visit/report/edit/unknown', { rates: true });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(en.reports.offlineNoData);
    cleanup();
    open('/visit/report/edit', { rates: true });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(en.reports.offlineNoData);
  });

  it('a sent report never read on this device says so instead of loading', async () => {
    open('/visit/report/view/e1', { event: { ...DONE, status: 'TERMINATED', reportStatus: 'PENDING' } });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(en.reports.offlineNoData);
    expect(screen.queryByText(en.reports.loading)).toBeNull();
  });
});
