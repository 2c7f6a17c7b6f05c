import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { call } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { invoiceEndpoints } from '../api/endpoints';
import { InvoicePage } from './invoice-page';

vi.mock('../../../offline', () => ({
  useUserId: () => 'u1',
  usePendingActions: () => [],
  defineAction: <T,>(d: T) => d,
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn() }));

/** The invoice read fails with `status`; the list is empty. */
const renderFailing = (status: number) => {
  vi.mocked(call).mockImplementation((endpoint) =>
    endpoint === invoiceEndpoints.getInvoice
      ? Promise.reject(
          new ApiError(status, {
            success: false,
            errorCode: status === 403 ? 'access_denied' : 'not_found',
            message: 'x',
            errors: [],
          }),
        )
      : endpoint === invoiceEndpoints.listInvoices
        ? Promise.resolve([])
        : new Promise(() => {}),
  );
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/activity/invoices/view/:id', element: <InvoicePage /> }], {
    initialEntries: ['/activity/invoices/view/i9'],
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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
