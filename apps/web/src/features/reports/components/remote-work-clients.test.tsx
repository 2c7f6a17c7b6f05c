import { NO_VISIT_TEXTS, type Client, type InterventionEvent } from '@relais/domain/rules';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { setClock } from '../../../lib/clock';
import { installMessages } from '../../../lib/i18n';
import { renderAt } from '../../../lib/test-kit/screen';
import { activeClientsQueryKey, otherClientsQueryKey } from '../../../data/clients';
import { eventKey } from '../../../data/events';
import { premiumKey } from '../api/report-queries';
import { RemoteWorkPage } from './remote-work-page';

vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  ...(await vi.importActual<object>('../../../offline/define')),
  useUserId: () => 'u1',
  usePendingActions: () => [],
  useConnectivity: () => ({ offline: false }),
  referenceQueries: { taskGroups: { queryKey: ['taskGroups'], queryFn: () => new Promise(() => {}) } },
}));
vi.mock('../../../lib/drafts/draft-store', () => ({
  draftStore: () => ({ load: () => Promise.resolve(undefined) }),
  createDraftWriter: () => ({
    save: () => Promise.resolve(),
    flush: () => Promise.resolve(),
    discard: () => Promise.resolve(),
  }),
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const client = (id: string, name: string, over: Partial<Client> = {}): Client => ({
  id,
  pro: true,
  company: name,
  relaisAccount: {
    civility: null,
    firstName: null,
    lastName: null,
    address: null,
    address2: null,
    zipCode: null,
    mobilePhone: null,
    phone: null,
    email: null,
  },
  csName: null,
  csEmail: null,
  brief: null,
  other: false,
  name,
  color: '#aa0000',
  phone: null,
  active: true,
  ...over,
});
const work: InterventionEvent = {
  id: 'e1',
  clientId: 'c3',
  clientName: 'Atelier Moreau',
  clientColor: '#ef6c00',
  remote: true,
  label: 'Télétravail',
  ...NO_VISIT_TEXTS,
  startDate: '2026-11-20T13:00:00.000Z',
  duration: 120,
  status: 'DONE',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
};

const renderForm = (path: string) =>
  renderAt(
    [
      { path: '/remote/create', element: <RemoteWorkPage /> },
      { path: '/remote/edit/:id', element: <RemoteWorkPage /> },
    ],
    path,
    (qc) => {
      qc.setQueryData(activeClientsQueryKey('u1'), [client('c1', 'Cabinet Durand')]);
      qc.setQueryData(otherClientsQueryKey('u1'), [
        client('c3', 'Atelier Moreau', { other: true }),
        client('c4', 'Old Client', { other: true, active: false }),
      ]);
      qc.setQueryData(['taskGroups'], []);
      qc.setQueryData(eventKey('u1', 'e1'), work);
      qc.setQueryData(premiumKey('u1', 'e1'), { enabled: false, state: 'NONE' });
    },
  );

describe('the remote-work form’s clients', () => {
  beforeAll(() => {
    installMessages('en', en);
    setClock({ now: () => new Date('2026-11-21T09:00:00+01:00') });
  });
  afterEach(cleanup);

  it('offers the main clients, then the active other clients apart, as the visit form does', async () => {
    renderForm('/remote/create');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Client' });
    expect(within(select).getByRole('option', { name: 'Cabinet Durand' })).toBeTruthy();
    const others = within(select).getByRole('group', { name: 'Other clients' });
    expect(within(others).getByRole('option', { name: 'Atelier Moreau' })).toBeTruthy();
    expect(within(select).queryByRole('option', { name: 'Old Client' })).toBeNull();
  });

  it('an existing remote work for an other client opens with that client chosen', async () => {
    renderForm('/remote/edit/e1');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Client' });
    expect(select.value).toBe('c3');
    expect(select.selectedOptions[0]?.textContent).toBe('Atelier Moreau');
  });
});
