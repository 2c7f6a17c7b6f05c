import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { submissionFacts } from '../model/facts';
import { invoiceFixture, proformaFixture, readinessFixture } from '../model/fixtures';
import { emptySubmission, type PickedPdf } from '../model/submission';
import { InvoiceList } from './invoice-list';
import { ReadinessCard } from './readiness-card';
import { Statement } from './statement';
import { SubmissionForm } from './submission-form';

const outbox = vi.hoisted(() => ({ actions: [] as unknown[] }));
vi.mock('../../../offline', async () => ({
  ...(await vi.importActual<object>('../../../offline/outbox-items')),
  useUserId: () => 'u1',
  usePendingActions: () => outbox.actions,
  ...(await vi.importActual<object>('../../../offline/define')),
}));
vi.mock('../../../lib/api-client', () => ({ call: vi.fn(() => new Promise(() => {})) }));

const inRouter = (node: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: node }])} />);

beforeAll(() => installMessages('en', en));
afterEach(cleanup);

describe('readiness card', () => {
  it('says from when the month can be invoiced, and each blocker with a link to fix it', () => {
    inRouter(
      <ReadinessCard
        readiness={readinessFixture({
          blockers: [
            { code: 'reports_to_write', count: 2, date: null, path: '/visit/report/edit' },
            { code: 'reports_awaiting_validation', count: 1, date: null, path: '/activity/missions' },
            {
              code: 'insurance_expires_before_window',
              count: null,
              date: '2026-11-15',
              path: '/user/file#PROFESSIONAL_INSURANCE',
            },
            { code: 'invoice_invalidated', count: null, date: null, path: '/activity/invoices/edit/i9' },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Invoice for October 2026' })).toBeTruthy();
    expect(screen.getByText('You can invoice October 2026 from 20 November 2026.')).toBeTruthy();
    expect(screen.getByText('2 reports to write')).toBeTruthy();
    expect(screen.getByText("One report awaiting the provider's validation")).toBeTruthy();
    expect(
      screen.getByText('Your professional insurance expires on 15 November 2026, before submissions open'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write the reports' }).getAttribute('href')).toBe(
      '/visit/report/edit',
    );
    expect(screen.getByRole('link', { name: 'Follow them up in your missions' }).getAttribute('href')).toBe(
      '/activity/missions',
    );
    expect(screen.getByRole('link', { name: 'Renew your insurance in your file' }).getAttribute('href')).toBe(
      '/user/file#PROFESSIONAL_INSURANCE',
    );
    expect(screen.getByRole('link', { name: 'Correct and send it again' }).getAttribute('href')).toBe(
      '/activity/invoices/edit/i9',
    );
  });

  it('names each document to renew before the next invoicing window, with a link to its card', () => {
    inRouter(
      <ReadinessCard
        readiness={readinessFixture({
          openNow: true,
          opensOn: '2026-11-21',
          reminders: [
            {
              fileType: 'IDENTITY_DOCUMENT',
              expirationDate: '2026-12-10',
              kind: 'EXPIRES_BEFORE_WINDOW',
              windowOpensOn: '2026-12-20',
              path: '/user/file#IDENTITY_DOCUMENT',
            },
            {
              fileType: 'PROFESSIONAL_INSURANCE',
              expirationDate: '2026-11-01',
              kind: 'EXPIRED',
              windowOpensOn: '2026-12-20',
              path: '/user/file#PROFESSIONAL_INSURANCE',
            },
          ],
        })}
      />,
    );
    const list = screen.getByTestId('readiness-reminders');
    expect(screen.getByRole('heading', { name: 'Documents to renew' })).toBeTruthy();
    expect(
      within(list).getByText(
        'Identity document: expires on 10 December 2026, before the next invoicing window (20 December 2026)',
      ),
    ).toBeTruthy();
    expect(within(list).getByText('Professional insurance: expired on 1 November 2026')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('link', { name: 'Replace it in my file' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/user/file#IDENTITY_DOCUMENT', '/user/file#PROFESSIONAL_INSURANCE']);
    // a reminder does not block the invoice
    expect(screen.getByText('Nothing blocks your invoice.')).toBeTruthy();
  });

  it('says when submissions are open and nothing blocks, with the way to the form', () => {
    inRouter(<ReadinessCard readiness={readinessFixture({ openNow: true, opensOn: '2026-11-21' })} />);
    expect(screen.getByText('Submissions are open now for October 2026.')).toBeTruthy();
    expect(screen.getByText('Nothing blocks your invoice.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invoice now' }).getAttribute('href')).toBe(
      '/activity/invoices/proforma/edit/2026-10',
    );
  });

  it('says the month is invoiced once it is', () => {
    inRouter(
      <ReadinessCard
        readiness={readinessFixture({
          alreadyInvoiced: true,
          blockers: [{ code: 'contract_not_signed', count: null, date: null, path: '/user/file' }],
        })}
      />,
    );
    expect(screen.getByText('The invoice for October 2026 has been sent.')).toBeTruthy();
    expect(screen.queryByText('Your contract is not signed')).toBeNull();
  });
});

describe('invoice list', () => {
  it('groups by month with translated statuses (ACCEPTED reads Billed) and money with 2 decimals', () => {
    inRouter(
      <InvoiceList
        invoices={[
          invoiceFixture({ id: 'a', month: '2026-09', status: 'ACCEPTED' }),
          invoiceFixture({
            id: 'b',
            month: '2026-10',
            status: 'PROPOSED',
            invoiceNumber: 'FA-2',
            amountTaxFree: 10,
            amountWithTax: 12,
          }),
          invoiceFixture({ id: 'c', month: '2026-09', status: 'INVALID', invoiceNumber: 'FA-0' }),
        ]}
      />,
    );
    const months = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(months).toEqual(['October 2026', 'September 2026']);
    expect(screen.getByText('Billed').getAttribute('data-status')).toBe('ACCEPTED');
    expect(screen.getByText('Proposed')).toBeTruthy();
    expect(screen.getByText('Invalid')).toBeTruthy();
    const row = screen.getByRole('link', { name: 'Invoice FA-2' }).closest('li') as HTMLElement;
    expect(within(row).getByText('€10.00')).toBeTruthy();
    expect(within(row).getByText('€12.00')).toBeTruthy();
  });
});

describe('a submission in the outbox', () => {
  it('marks its invoice awaiting connection (no status before the server has it), or refused with a way to correct it', () => {
    const body = { assistantId: 'u1', invoiceId: null, invoice: { month: '2026-10', invoiceNumber: 'FA-9' } };
    outbox.actions = [
      {
        id: 'a1',
        type: 'invoices.submit',
        body,
        state: 'waiting',
        version: 1,
        createdAt: 0,
        attempts: 0,
        lastError: null,
      },
    ];
    const { unmount } = inRouter(
      <InvoiceList
        invoices={[
          invoiceFixture({ id: 'pending-a1', month: '2026-10', status: 'PROPOSED', invoiceNumber: 'FA-9' }),
        ]}
      />,
    );
    expect(screen.queryByText('Proposed')).toBeNull();
    expect(screen.getByText('Awaiting connection')).toBeTruthy();
    // nothing on the server to view yet: the number opens the queued submission's form
    expect(screen.getByRole('link', { name: 'Invoice FA-9' }).getAttribute('href')).toBe(
      '/activity/invoices/proforma/edit/2026-10?action=a1',
    );
    unmount();
    outbox.actions = [
      {
        id: 'a1',
        type: 'invoices.submit',
        body,
        state: 'parked',
        version: 1,
        createdAt: 0,
        attempts: 1,
        lastError: { code: 'invoice_exists', message: 'x' },
      },
    ];
    inRouter(
      <InvoiceList
        invoices={[
          invoiceFixture({ id: 'pending-a1', month: '2026-10', status: 'PROPOSED', invoiceNumber: 'FA-9' }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Refused: correct it' }).getAttribute('href')).toBe(
      '/activity/invoices/proforma/edit/2026-10?action=a1',
    );
    expect(screen.queryByText('Proposed')).toBeNull();
    outbox.actions = [];
  });
});

describe('statement', () => {
  it('shows each intervention with hours, premium hours, km, expenses and proofs, then the totals', () => {
    inRouter(<Statement proforma={proformaFixture()} />);
    const first = document.querySelector('[data-event-id="e1"]') as HTMLElement;
    expect(within(first).getByText('ACME')).toBeTruthy();
    expect(within(first).getByText('Hours 2h30')).toBeTruthy();
    expect(within(first).getByText('23 km')).toBeTruthy();
    expect(within(first).getByText('€8.28')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Proof: Taxi' })).toBeTruthy();
    const second = document.querySelector('[data-event-id="e2"]') as HTMLElement;
    expect(within(second).getByText('Premium hours 30m')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Statement totals' });
    expect(within(totals).getByText('€125.78')).toBeTruthy();
    expect(within(totals).getByText('€25.16')).toBeTruthy();
    expect(within(totals).getByText('€150.94')).toBeTruthy();
  });
});

describe('submission form', () => {
  const pdfData = new TextEncoder().encode('%PDF-1.4\n').buffer;
  const facts = (day: number) =>
    submissionFacts({
      now: new Date(`2026-11-${day}T12:00:00+01:00`),
      month: '2026-10',
      proforma: proformaFixture(),
      me: { proInsuranceLimitDate: '2027-01-01', signedDate: '2025-01-01' },
      invoices: [],
      invoiceId: null,
    });
  const renderForm = (day: number, onSubmit = vi.fn(() => Promise.resolve())) => {
    render(
      <SubmissionForm
        proforma={proformaFixture()}
        facts={facts(day)}
        initial={emptySubmission(`2026-11-${day}`)}
        initialPdf={null}
        onSubmit={onSubmit}
      />,
    );
    return onSubmit;
  };
  const pick = (bytes: ArrayBuffer, name: string) => {
    const input = screen.getByLabelText('Invoice PDF file');
    fireEvent.change(input, { target: { files: [new File([bytes], name, { type: 'application/pdf' })] } });
  };

  it('refuses on the 10th with the translated message at the field, keeping what was typed and the PDF', async () => {
    const onSubmit = renderForm(10);
    fireEvent.change(screen.getByLabelText('Invoice number'), { target: { value: 'FA-42' } });
    pick(pdfData, 'facture.pdf');
    await screen.findByText('File: facture.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Send the invoice' }));
    const date = screen.getByLabelText('Invoice date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'Invoices cannot be sent between the 5th and the 20th of the month: wait until the 20th',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Invoice number').value).toBe('FA-42');
    expect(screen.getByText('File: facture.pdf')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the PDF by its content as soon as it is picked', async () => {
    renderForm(21);
    pick(new TextEncoder().encode('hello, not a pdf').buffer, 'facture.pdf');
    expect(await screen.findByText('This file type is not allowed')).toBeTruthy();
  });

  it('counts the regularisation message live, computes its price with VAT and the totals to invoice, then sends', async () => {
    const onSubmit = renderForm(21);
    const message = screen.getByLabelText('Reason of the regularisation');
    fireEvent.change(message, { target: { value: 'x'.repeat(255) } });
    expect(screen.getByText('255 / 254 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Regularisation price excl. tax (€)'), {
      target: { value: '10' },
    });
    expect(screen.getByText('Price incl. tax: €12.00')).toBeTruthy();
    const toInvoice = screen.getByRole('region', { name: 'Totals to invoice' });
    expect(within(toInvoice).getByText('€135.78')).toBeTruthy();
    expect(within(toInvoice).getByText('€162.94')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Invoice number'), { target: { value: 'FA-42' } });
    pick(pdfData, 'facture.pdf');
    await screen.findByText('File: facture.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Send the invoice' }));
    expect(screen.getByText('The regularisation text must be under 255 characters')).toBeTruthy();
    fireEvent.change(message, { target: { value: 'x'.repeat(254) } });
    expect(screen.getByText('254 / 254 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the invoice' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, pdf] = onSubmit.mock.calls[0] as unknown as [unknown, PickedPdf];
    expect(values).toMatchObject({
      invoiceNumber: 'FA-42',
      invoiceDate: '2026-11-21',
      regularizationTaxFree: '10',
    });
    expect(pdf.name).toBe('facture.pdf');
  });
});
