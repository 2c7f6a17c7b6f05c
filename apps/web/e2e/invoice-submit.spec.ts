// Journey at phone size, server and browser on the 21st of the current month: staff validate what
// is left open in the previous month (DONE interventions get their report through the API first);
// the demo assistant sees submissions open, opens that month's pro-forma, checks its lines against
// the validated interventions (count and total), picks a PDF made in the test and submits; the
// invoice shows as proposed; staff accept it and after a reload it shows as 'Billed' (Facturée).
import { expect } from '@playwright/test';
import { signIn } from './helpers/app';
import {
  closeMonth,
  dayOfThisMonth,
  invoicesOf,
  previousMonthOf,
  setBrowserClock,
  smallPdf,
  staffSetStatus,
  type InvoiceAnswer,
} from './helpers/invoices';
import { apiSession } from './helpers/reports';
import { testWithOwnServer } from './helpers/own-server';

const NOW = dayOfThisMonth(21);
const MONTH = previousMonthOf(NOW);

// the server (with its own clock) is a worker fixture, so the page and request fixtures get its address
const test = testWithOwnServer({ RELAIS_FAKE_NOW: NOW.toISOString() });

type Invalidated = InvoiceAnswer & {
  invoiceDate: string;
  amountTaxFree: number;
  amountWithTax: number;
  regularizationFixedPriceTaxFree: number | null;
  regularizationMessage: string | null;
};

const euros = (text: string | null): number => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

test('the previous month is invoiced from its pro-forma with a PDF, proposed, then billed', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  const events = await closeMonth(request, api, MONTH);
  const closed = events.filter((e) => e.status === 'CLOSED');
  expect(closed.length).toBeGreaterThan(0);
  const proforma = (await (
    await request.get(`/api/assistants/${api.userId}/proforma/${MONTH}`, { headers: api.headers })
  ).json()) as {
    totals: { taxFree: number; withTax: number };
  };

  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto('/activity/invoices');
  await expect(page.getByRole('link', { name: 'Factures' })).toHaveClass(/bg-primary/);
  await expect(page.getByTestId('readiness-when')).toHaveText(/Les envois sont ouverts/);
  // every report of the month is validated: no report blocker left (the seed's old invalidated invoice may still show)
  await expect(page.getByTestId('readiness').locator('[data-blocker^="reports_"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('invoices-list-21st.png'), fullPage: true });

  // the seed's invalidated invoice: its edit page shows the provider's reason, the month's statement
  // (the seeded interventions) and the form with the previous values, which the server takes again
  const invalid = (await invoicesOf(request, api)).find((i) => i.status === 'INVALID') as
    Invalidated | undefined;
  if (!invalid) throw new Error('the seed has no invalidated invoice');
  const statement = (await (
    await request.get(`/api/assistants/${api.userId}/proforma/${invalid.month}`, { headers: api.headers })
  ).json()) as {
    lines: unknown[];
  };
  expect(statement.lines.length).toBeGreaterThan(0);
  await page.goto(`/activity/invoices/edit/${invalid.id}`);
  await expect(page.getByTestId('invalid-reason')).toContainText('Invalidée par le prestataire');
  await expect(page.getByRole('heading', { name: 'Envoyer votre facture' })).toBeVisible();
  await expect(page.locator('[data-event-id]')).toHaveCount(statement.lines.length);
  await expect(page.getByLabel('Numéro de facture')).toHaveValue(invalid.invoiceNumber);
  await expect(page.getByLabel('Date de facture')).toHaveValue(invalid.invoiceDate);
  await expect(page.getByLabel('Prix de la régularisation HT (€)')).toHaveValue(
    String(invalid.regularizationFixedPriceTaxFree?.toFixed(2)).replace('.', ','),
  );
  await expect(page.getByLabel('Raison de la régularisation')).toHaveValue(
    invalid.regularizationMessage ?? '',
  );
  const again = page.getByRole('region', { name: 'Totaux à facturer' });
  expect(euros(await again.locator('[data-total="invoice-taxFree"] dd').textContent())).toBe(
    invalid.amountTaxFree,
  );
  expect(euros(await again.locator('[data-total="invoice-withTax"] dd').textContent())).toBe(
    invalid.amountWithTax,
  );
  await page.screenshot({ path: test.info().outputPath('invoice-invalid-edit.png'), fullPage: true });
  await page
    .getByLabel('Fichier PDF de la facture')
    .setInputFiles({ name: 'facture-corrigee.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await page.getByRole('button', { name: 'Envoyer la facture' }).click();
  await expect(page).toHaveURL(/\/activity\/invoices$/);
  await expect
    .poll(async () => (await invoicesOf(request, api)).find((i) => i.id === invalid.id)?.status)
    .toBe('PROPOSED');

  await page.locator(`[data-month="${MONTH}"]`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/activity/invoices/proforma/edit/${MONTH}$`));
  // the statement: one line per validated intervention, totals as the server computed them
  const lines = page.locator('[data-event-id]');
  await expect(lines).toHaveCount(closed.length);
  expect((await lines.evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id')))).sort()).toEqual(
    closed.map((e) => e.id).sort(),
  );
  const lineTotals = await page.locator('[data-total="line"] dd').allTextContents();
  const sum = Math.round(lineTotals.map(euros).reduce((a, b) => a + b, 0) * 100) / 100;
  const totals = page.getByRole('region', { name: 'Totaux du relevé' });
  expect(euros(await totals.locator('[data-total="taxFree"] dd').textContent())).toBe(sum);
  expect(sum).toBe(proforma.totals.taxFree);
  expect(euros(await totals.locator('[data-total="withTax"] dd').textContent())).toBe(
    proforma.totals.withTax,
  );

  await page.getByLabel('Numéro de facture').fill(`FA-${MONTH}-E2E`);
  await expect(page.getByLabel('Date de facture')).toHaveValue(/-21$/);
  await page
    .getByLabel('Fichier PDF de la facture')
    .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(page.getByText('Fichier : facture.pdf')).toBeVisible();
  const toInvoice = page.getByRole('region', { name: 'Totaux à facturer' });
  expect(euros(await toInvoice.locator('[data-total="invoice-withTax"] dd').textContent())).toBe(
    proforma.totals.withTax,
  );
  await page.screenshot({ path: test.info().outputPath('invoice-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Envoyer la facture' }).click();

  await expect(page).toHaveURL(/\/activity\/invoices$/);
  await expect
    .poll(async () => (await invoicesOf(request, api)).find((i) => i.month === MONTH)?.status)
    .toBe('PROPOSED');
  const row = page.locator('li', { has: page.getByRole('link', { name: `Facture FA-${MONTH}-E2E` }) });
  await expect(row.getByText('Proposée')).toBeVisible();
  await expect(row.getByText('En attente de connexion')).toHaveCount(0);
  await expect(page.getByTestId('readiness-when')).toHaveText(/a été envoyée/);
  await page.screenshot({ path: test.info().outputPath('invoices-proposed.png'), fullPage: true });

  const invoice = (await invoicesOf(request, api)).find((i) => i.month === MONTH);
  if (!invoice) throw new Error('no invoice for the month');
  await staffSetStatus(request, invoice.id, 'ACCEPTED');
  await page.reload();
  await expect(
    page
      .locator('li', { has: page.getByRole('link', { name: `Facture FA-${MONTH}-E2E` }) })
      .getByText('Facturée'),
  ).toBeVisible();
  await page.getByRole('link', { name: `Facture FA-${MONTH}-E2E` }).click();
  await expect(page.getByRole('heading', { name: `Facture FA-${MONTH}-E2E` })).toBeVisible();
  await expect(page.getByText('Facturée')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invoice-billed.png'), fullPage: true });

  // the PDF is downloaded (an attachment, sandboxed), never shown by the app's origin
  const pages = page.context().pages().length;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Voir le PDF de la facture' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('facture.pdf');
  expect(page.context().pages()).toHaveLength(pages); // no tab left blank
  await expect(page.getByRole('heading', { name: `Facture FA-${MONTH}-E2E` })).toBeVisible();
});
