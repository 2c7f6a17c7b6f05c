// Journeys at phone size (issue 27), server and browser on the 21st of the current month, French:
// (a) new bank details are sent while the validated ones stay in force (masked, last four digits
//     shown); staff validate them through the API and they replace the old ones;
// (b) the previous month's pro-forma names each intervention not closed yet, with a link to it, and
//     keeps the submission form closed;
// (c) once staff invalidated the month's invoice, the month is sent again from its edit page;
// (d) the report editor shows the amount of what is typed, as the pro-forma will count it.
import { expect, type APIRequestContext } from '@playwright/test';
import { signIn } from './helpers/app';
import {
  closeMonth,
  dayOfThisMonth,
  invoicesOf,
  previousMonthOf,
  setBrowserClock,
  smallPdf,
  STAFF,
  uploadInvoicePdf,
} from './helpers/invoices';
import { apiSession, fillTask, visitAwaitingReport, type ApiSession } from './helpers/reports';
import { testWithOwnServer } from './helpers/own-server';

const NOW = dayOfThisMonth(21);
const MONTH = previousMonthOf(NOW);
const test = testWithOwnServer({ RELAIS_FAKE_NOW: NOW.toISOString() });

const review = async (request: APIRequestContext, assistantId: string, fileType: string, body: object) => {
  const staff = await apiSession(request, STAFF);
  const res = await request.post(`/api/staff/assistants/${assistantId}/folder/${fileType}/review`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
};

const bankDetails = async (request: APIRequestContext, api: ApiSession) => {
  const res = await request.get(`/api/assistants/${api.userId}/folder`, { headers: api.headers });
  const folder = (await res.json()) as {
    documents: { fileType: string; iban: string | null; replacement: { status: string } | null }[];
  };
  return folder.documents.find((d) => d.fileType === 'BANK_DETAILS');
};

test('(a) new bank details wait beside the validated ones, then replace them once staff validate them', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto('/user/file#BANK_DETAILS');
  const bank = page.locator('[data-document="BANK_DETAILS"]');
  await expect(bank.getByTestId('folder-state')).toHaveText('Validé');
  await expect(bank).toContainText('IBAN : •••• 0189');
  await expect(bank).not.toContainText('30006000');

  await bank.getByRole('button', { name: 'Envoyer de nouvelles coordonnées bancaires' }).click();
  await bank
    .getByLabel(/^Document – Coordonnées bancaires/)
    .setInputFiles({ name: 'nouveau-rib.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await bank.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await bank.getByRole('textbox', { name: 'BIC' }).fill('COBADEFFXXX');
  await bank.getByRole('button', { name: 'Envoyer le document' }).click();

  const waiting = bank.getByTestId('folder-replacement');
  await expect(waiting).toContainText('Envoyé, en attente de vérification');
  await expect(waiting).toContainText('IBAN : •••• 3000');
  // the validated ones stay in force meanwhile, shown masked
  await expect(bank.getByTestId('folder-state')).toHaveText('Validé');
  await expect(bank.getByText('IBAN : •••• 0189')).toBeVisible();
  await bank.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('bank-details-waiting.png') });
  expect(await bankDetails(request, api)).toMatchObject({
    iban: '•••• 0189',
    replacement: { status: 'PENDING' },
  });

  await review(request, api.userId, 'BANK_DETAILS', { decision: 'VALIDATE' });
  await page.reload();
  await expect(bank.getByTestId('folder-state')).toHaveText('Validé');
  await expect(bank.getByText('IBAN : •••• 3000')).toBeVisible();
  await expect(bank.getByText('IBAN : •••• 0189')).toHaveCount(0);
  await expect(bank.getByTestId('folder-replacement')).toHaveCount(0);
  expect(await bankDetails(request, api)).toMatchObject({ iban: '•••• 3000', replacement: null });
});

test('(b) the pro-forma names each intervention not closed, with its link, and keeps the form closed', async ({
  page,
}) => {
  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto(`/activity/invoices/proforma/edit/${MONTH}`);
  const open = page.getByTestId('statement-open');
  await expect(open).toBeVisible();
  const links = open.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  await expect(links.first()).toHaveText(
    / – .+ : (rapport à rédiger|rapport en attente de validation|pas encore terminée)/,
  );
  const closed = page.getByTestId('submission-closed');
  await expect(closed).toContainText('Ce mois ne peut pas être facturé pour l');
  await expect(closed.locator('[data-refusal="all_events_in_invoice_month_must_be_closed"]')).toBeVisible();
  await expect(page.getByLabel('Numéro de facture')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Envoyer la facture' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('proforma-blockers.png'), fullPage: true });
  // a blocker's link opens the intervention
  await links.first().click();
  await expect(page).toHaveURL(/\/(visit|remote)\/(report\/)?(edit|view)\//);
});

test('(d) the report editor shows the amount of the hours and km as the pro-forma will count them', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  const visit = await visitAwaitingReport(request, api);
  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto(`/visit/report/edit/${visit.id}`);
  await fillTask(page, 'Accueil', 'Accueil physique des visiteurs', '2', '');
  await page.getByLabel('Kilomètres', { exact: true }).fill('10');
  const amounts = page.getByTestId('report-amounts');
  await expect(amounts.locator('[data-total="hoursAmount"] dd')).toHaveText(/\d+,\d{2}\s€/);
  await expect(amounts.locator('[data-total="kmAmount"] dd')).toHaveText(/\d+,\d{2}\s€/);
  await expect(amounts.locator('[data-total="amount"] dd')).not.toHaveText(/^0,00/);
  await expect(page.locator('[data-footer-total="amount"]')).toHaveText(/\d+,\d{2}\s€/);
  await amounts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('report-amounts.png') });
});

test('(c) after staff invalidated the month, it is sent again', async ({ page, request }) => {
  const api = await apiSession(request);
  await closeMonth(request, api, MONTH);
  const proforma = (await (
    await request.get(`/api/assistants/${api.userId}/proforma/${MONTH}`, { headers: api.headers })
  ).json()) as { totals: { taxFree: number; withTax: number } };
  const fileId = await uploadInvoicePdf(request, api);
  const created = await request.post(`/api/assistants/${api.userId}/invoices`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      month: MONTH,
      invoiceNumber: 'FA-1',
      invoiceDate: NOW.toISOString().slice(0, 10),
      fileId,
      amountTaxFree: proforma.totals.taxFree,
      amountWithTax: proforma.totals.withTax,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { id: string }).id;
  const staff = await apiSession(request, STAFF);
  const invalid = await request.post(`/api/staff/invoices/${id}/status`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    data: { status: 'INVALID', reason: 'PDF illisible' },
  });
  expect(invalid.status(), await invalid.text()).toBe(200);

  await setBrowserClock(page, NOW);
  await signIn(page);
  await page.goto('/activity/invoices');
  const month = page.locator(`[data-month="${MONTH}"]`);
  await month.getByRole('link', { name: 'Corriger la facture invalidée' }).click();
  await expect(page.getByTestId('invalid-reason')).toContainText('PDF illisible');
  await expect(page.getByText('Une facture existe déjà pour ce mois')).toHaveCount(0);
  await page.getByLabel('Numéro de facture').fill('FA-1-bis');
  await page
    .getByLabel('Fichier PDF de la facture')
    .setInputFiles({ name: 'facture-bis.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await page.getByRole('button', { name: 'Envoyer la facture' }).click();
  await expect(page).toHaveURL(/\/activity\/invoices$/);
  await expect
    .poll(async () => (await invoicesOf(request, api)).find((i) => i.id === id)?.status)
    .toBe('PROPOSED');
});
