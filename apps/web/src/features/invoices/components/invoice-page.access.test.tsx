import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { call } from '../../../lib/api-client';
import { refusal, renderAt } from '../../../lib/test-kit/screen';
import { installMessages } from '../../../lib/i18n';
import { routeTable } from '@relais/contract/routes';
import { InvoicePage } from './invoice-page';

vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  useUserId: () => 'u1',
  usePendingActions: () => [],
  ...(await vi.importActual<object>('../../../offline/define')),
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn() }));

/** The invoice read fails with `status`; the list is empty. */
const renderFailing = (status: number) => {
  vi.mocked(call).mockImplementation((endpoint) =>
    endpoint === routeTable.getInvoice
      ? Promise.reject(refusal(status))
      : endpoint === routeTable.listInvoices
        ? Promise.resolve([])
        : new Promise(() => {}),
  );
  renderAt([{ path: '/activity/invoices/view/:id', element: <InvoicePage /> }], '/activity/invoices/view/i9');
};

describe('invoice page of another assistant’s invoice', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('403: Access denied, with a way back to the invoices', async () => {
    renderFailing(403);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the invoices' })).toBeTruthy();
    expect(screen.queryByText('This invoice cannot be found.')).toBeNull();
  });

  it('404: not found', async () => {
    renderFailing(404);
    expect(await screen.findByText('This invoice cannot be found.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
  });
});
