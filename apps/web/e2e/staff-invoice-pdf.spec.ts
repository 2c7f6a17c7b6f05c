// Journey (issue 28): an invoice sent with its PDF opens in the console with the PDF in place (read
// with the staff call, shown from a blob URL in a frame), at 1280 x 800 and at 768 x 1024. The server
// and the assistant's submission run on the 21st of the current month (the window to send invoices),
// as in billing-changes.spec.ts.
import { expect } from '@playwright/test';
import { axeViolations, overflow } from './helpers/axe';
import { closeMonth, dayOfThisMonth, previousMonthOf, uploadInvoicePdf } from './helpers/invoices';
import { testWithOwnServer } from './helpers/own-server';
import { apiSession } from './helpers/reports';
import { FINANCE_STAFF, signInStaff } from './helpers/staff';

const NOW = dayOfThisMonth(21);
const MONTH = previousMonthOf(NOW);
const test = testWithOwnServer({ RELAIS_FAKE_NOW: NOW.toISOString() });

// bypassCSP: axe-core is injected as a script (the app's CSP refuses any other)
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

test('the finance member reads an invoice’s PDF in place, on a desk and on a tablet', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  await closeMonth(request, api, MONTH);
  const proforma = (await (
    await request.get(`/api/assistants/${api.userId}/proforma/${MONTH}`, { headers: api.headers })
  ).json()) as { totals: { taxFree: number; withTax: number } };
  const fileId = await uploadInvoicePdf(request, api);
  const number = 'FA-PDF-1';
  const sent = await request.post(`/api/assistants/${api.userId}/invoices`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      month: MONTH,
      invoiceNumber: number,
      invoiceDate: NOW.toISOString().slice(0, 10),
      fileId,
      amountTaxFree: proforma.totals.taxFree,
      amountWithTax: proforma.totals.withTax,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInStaff(page, 'fr', FINANCE_STAFF);
  await page.goto(`/staff/invoices?month=${MONTH}`);
  const table = page.getByRole('table', { name: 'Factures, la plus ancienne envoyée d’abord' });
  await table.getByRole('link', { name: number }).click();
  const panel = page.getByRole('region', { name: new RegExp(`Facture ${number}`) });
  // the month and the date in words, as the app writes them
  await expect(panel.getByText(/^Mois : \p{L}+ \d{4}, datée du 21 /u)).toBeVisible();
  const pdf = panel.locator(`iframe[title="PDF de la facture ${number}"]`);
  await expect(pdf).toBeVisible();
  // the frame shows the bytes the assistant sent, from a blob URL (the app's CSP allows blob: frames)
  const src = (await pdf.getAttribute('src')) ?? '';
  expect(src).toMatch(/^blob:/);
  const bytes = await page.evaluate(async (url) => {
    const buffer = await (await fetch(url)).arrayBuffer();
    return new TextDecoder('latin1').decode(new Uint8Array(buffer).slice(0, 8));
  }, src);
  expect(bytes).toBe('%PDF-1.4');
  await expect(panel.getByRole('link', { name: new RegExp(`${number}\\.pdf`) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(pdf).toBeVisible();
  expect(await overflow(page)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('invoice-pdf-768.png'), fullPage: true });
});
