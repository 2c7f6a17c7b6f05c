// Journey at phone size, server and browser on the 10th of the current month: the readiness view
// already says submissions open on the 20th (with the date); submitting from the pro-forma is refused
// by the app's early check with the translated message (French, then English), and the server
// refuses the same submission forced through the API.
import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, submitLogin } from './helpers/app';
import { dayOfThisMonth, previousMonthOf, setBrowserClock, uploadInvoicePdf } from './helpers/invoices';
import { apiSession } from './helpers/reports';
import { testWithOwnServer } from './helpers/own-server';

const NOW = dayOfThisMonth(10);
const MONTH = previousMonthOf(NOW);
const OPENS = new Date(NOW.getTime() + 10 * 86_400_000);

// the server (with its own clock) is a worker fixture, so the page and request fixtures get its address
const test = testWithOwnServer({ RELAIS_FAKE_NOW: NOW.toISOString() });

const dateText = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(OPENS);

/** The pro-forma's submission: kept closed while a rule refuses the month, no field to fill in vain. */
const openProformaForm = async (page: Page, labels: { number: string }) => {
  await page.goto(`/activity/invoices/proforma/edit/${MONTH}`);
  await expect(page.getByTestId('submission-closed')).toBeVisible();
  await expect(page.getByLabel(labels.number)).toHaveCount(0);
};

test('on the 10th: the readiness view says the 20th, the app and the server refuse a submission', async ({
  page,
  request,
  browser,
  server,
}) => {
  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto('/activity/invoices');
  await expect(page.getByTestId('readiness-when')).toHaveText(new RegExp(`à partir du ${dateText('fr-FR')}`));
  await page.screenshot({ path: test.info().outputPath('invoices-list-10th.png'), fullPage: true });

  await openProformaForm(page, { number: 'Numéro de facture' });
  await expect(
    page
      .getByTestId('submission-closed')
      .getByText('Les factures ne peuvent pas être envoyées entre le 5 et le 20 du mois : attendez le 20'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/proforma/edit/${MONTH}$`));
  await page.screenshot({ path: test.info().outputPath('invoice-window-refused.png'), fullPage: true });

  // the same in English
  const en = await browser.newContext({
    locale: 'en-GB',
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const pageEn = await en.newPage();
  await setBrowserClock(pageEn, NOW);
  await pageEn.goto('/login');
  await submitLogin(pageEn, DEMO.email, DEMO.password, 'en');
  await expect(pageEn).toHaveURL(/\/home$/);
  await pageEn.goto('/activity/invoices');
  await expect(pageEn.getByTestId('readiness-when')).toHaveText(new RegExp(`from ${dateText('en-GB')}`));
  await openProformaForm(pageEn, { number: 'Invoice number' });
  await expect(
    pageEn.getByText(
      'Invoices cannot be sent between the 5th and the 20th of the month: wait until the 20th',
    ),
  ).toBeVisible();
  await en.close();

  // forced through the API: the server refuses it with the same code
  const api = await apiSession(request);
  const fileId = await uploadInvoicePdf(request, api);
  const proforma = (await (
    await request.get(`/api/assistants/${api.userId}/proforma/${MONTH}`, { headers: api.headers })
  ).json()) as {
    totals: { taxFree: number; withTax: number };
  };
  const res = await request.post(`/api/assistants/${api.userId}/invoices`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      month: MONTH,
      invoiceNumber: 'FA-WINDOW',
      invoiceDate: NOW.toISOString().slice(0, 10),
      fileId,
      amountTaxFree: proforma.totals.taxFree,
      amountWithTax: proforma.totals.withTax,
    },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { errorCode: string; errors: { errorCode: string }[] };
  expect(body.errors.map((e) => e.errorCode)).toContain('invoice_not_between_5_and_20');
});
