import type { FailedMail } from '@relais/contract';
import { routeTable } from '@relais/contract/routes';
import type { StaffMember } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/console/en.json';
import { installMessages } from '../../../lib/i18n';
import { flush } from '../../../lib/test-kit/screen';
import { installConsoleTexts } from '../../i18n';
import { FailedMailsPage } from './failed-mails-page';

const me: StaffMember = {
  id: 's1',
  email: 'support@relais-provider.test',
  firstName: 'Support',
  lastName: 'Relais',
  permissions: ['support'],
};

const mail = (n: number, failedAt: string, reason = 'connect ECONNREFUSED 127.0.0.1:2525'): FailedMail => ({
  id: `job-${n}`,
  to: `person${n}@example.test`,
  subject: `Subject ${n}`,
  reason,
  failedAt,
});

// the answer of the API client stubbed: the screen's own api.ts builds the call
const api = vi.hoisted(() => ({ call: vi.fn(), may: { value: true } }));
vi.mock('../../../lib/api-client', () => ({ call: api.call }));
vi.mock('../../shell/use-staff-me', () => ({
  useMay: () => api.may.value,
  useStaffMe: () => ({ data: me }),
  staffMeKeys: { me: ['staff', 'me'] },
}));

const show = async (url = '/staff/mails') => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <FailedMailsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
};

afterEach(cleanup);

beforeEach(() => {
  installMessages('en', {});
  installConsoleTexts(en);
  api.call.mockReset();
  api.may.value = true;
});

describe('the failed mails screen', () => {
  it('lists the mails that failed for good, newest first as answered, with the reason', async () => {
    api.call.mockResolvedValue([
      mail(2, '2026-11-29T09:30:00.000Z', '550 5.1.1 <person2@example.test>: Recipient address rejected'),
      mail(1, '2026-11-28T18:00:00.000Z'),
    ]);
    await show();
    expect(await screen.findByText('person2@example.test')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mails not delivered' })).toBeTruthy();
    expect(screen.getByText(/tried to send for several hours/)).toBeTruthy();
    expect(screen.getByText('2 mails not delivered')).toBeTruthy();
    const reason = screen.getByText('550 5.1.1 <person2@example.test>: Recipient address rejected');
    expect(reason.tagName).toBe('CODE');
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeTruthy();
    expect(screen.getByText('Subject 1')).toBeTruthy();
    const times = [...document.querySelectorAll('time')].map((t) => t.getAttribute('datetime'));
    expect(times).toEqual(['2026-11-29T09:30:00.000Z', '2026-11-28T18:00:00.000Z']);
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(api.call).toHaveBeenCalledWith(routeTable.listFailedMails);
  });

  it('pages 25 a page, the page in the URL', async () => {
    const start = Date.parse('2026-11-29T10:00:00.000Z');
    api.call.mockResolvedValue(
      Array.from({ length: 30 }, (_, i) => mail(i, new Date(start - i * 60_000).toISOString())),
    );
    await show('/staff/mails?page=2');
    expect(await screen.findByText('person25@example.test')).toBeTruthy();
    expect(screen.getByText('30 mails not delivered')).toBeTruthy();
    expect(screen.queryByText('person24@example.test')).toBeNull();
    expect(document.querySelectorAll('time')).toHaveLength(5);
  });

  it('says when every mail was delivered', async () => {
    api.call.mockResolvedValue([]);
    await show();
    expect(await screen.findByText('Every mail was delivered.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('without support: a notice, no call', async () => {
    api.may.value = false;
    await show();
    expect(screen.getByText('The mails not delivered need the support permission.')).toBeTruthy();
    expect(screen.queryByText(/tried to send/)).toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });
});
