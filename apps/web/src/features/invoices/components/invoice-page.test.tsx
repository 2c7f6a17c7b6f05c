import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { setClock } from '../../../lib/clock';
import { installMessages, type Language } from '../../../lib/i18n';
import { meQueryKey } from '../../../data/assistant';
import { invoiceKey, invoiceListKey, proformaKey } from '../api/invoice-queries';
import { invoiceFixture, proformaFixture } from '../model/fixtures';
import { InvoicePage } from './invoice-page';

vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  useUserId: () => 'u1',
  usePendingActions: () => [],
  ...(await vi.importActual<object>('../../../offline/define')),
  submitAction: vi.fn(),
  resubmitAction: vi.fn(),
  getActionFiles: vi.fn(),
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const invalid = invoiceFixture({
  id: 'i9',
  month: '2026-10',
  status: 'INVALID',
  invoiceNumber: 'FA-202610-004',
  invoiceDate: '2026-11-02',
  amountTaxFree: 105.78,
  amountWithTax: 126.94,
  regularizationFixedPriceTaxFree: -20,
  regularizationFixedPrice: -24,
  regularizationMessage: 'Trop perçu en septembre',
  invalidReason: 'Le PDF ne correspond pas.',
});

const openEdit = (lang: Language, invoice = invalid) => {
  installMessages(lang, lang === 'fr' ? fr : en);
  setClock({ now: () => new Date('2026-11-21T12:00:00+01:00') });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(invoiceKey('u1', invoice.id), invoice);
  qc.setQueryData(invoiceListKey('u1'), [invoice]);
  qc.setQueryData(proformaKey('u1', invoice.month), proformaFixture());
  qc.setQueryData(meQueryKey('u1'), { proInsuranceLimitDate: '2027-06-30', signedDate: '2025-01-10' });
  const router = createMemoryRouter([{ path: '/activity/invoices/edit/:id', element: <InvoicePage /> }], {
    initialEntries: [`/activity/invoices/edit/${invoice.id}`],
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
const value = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;

describe('an invalidated invoice sent again', () => {
  afterEach(cleanup);

  it('opens its form with the previous number, date and regularisation, the totals to invoice as before', () => {
    openEdit('en');
    expect(value('Invoice number')).toBe('FA-202610-004');
    expect(value('Invoice date')).toBe('2026-11-02');
    expect(value('Regularisation price excl. tax (€)')).toBe('-20.00');
    expect(value('Reason of the regularisation')).toBe('Trop perçu en septembre');
    // pro-forma 125.78 / 150.94 plus the regularisation -20 / -24: the amounts the invoice had
    const toInvoice = screen.getByRole('region', { name: 'Totals to invoice' });
    expect(toInvoice.querySelector('[data-total="invoice-taxFree"] dd')?.textContent).toBe('€105.78');
    expect(toInvoice.querySelector('[data-total="invoice-withTax"] dd')?.textContent).toBe('€126.94');
  });

  it('writes the regularisation with the French decimal comma, and leaves it empty when there was none', () => {
    openEdit('fr');
    expect(value('Prix de la régularisation HT (€)')).toBe('-20,00');
    cleanup();
    openEdit('en', {
      ...invalid,
      regularizationFixedPriceTaxFree: null,
      regularizationFixedPrice: null,
      regularizationMessage: null,
    });
    expect(value('Invoice number')).toBe('FA-202610-004');
    expect(value('Regularisation price excl. tax (€)')).toBe('');
    expect(value('Reason of the regularisation')).toBe('');
  });
});
