// Journeys of the administrative file (/user/file) at phone size, on a server of their own (staff
// decisions change the seeded people).
// (a) French: staff refuse the demo's insurance and contract, so the invoice readiness shows both
//     blockers; their links open the file on the document; the assistant sends the insurance (a PDF
//     with its expiry date) and the signed contract; staff validate both through the API; back on
//     the invoices screen the two blockers are gone.
// (b) English: another assistant opens the file online, then offline (read from the cache) sends her
//     bank details: an invalid IBAN is refused as soon as the field is left, the text kept; corrected,
//     the error goes; the document shows 'awaiting connection'; back online it reaches the server
//     once, IBAN and BIC stored normalised.
// (c) French, server and browser on the 10th: an identity document ending on the 15th is named on home
//     and in the invoice readiness (the next window opens on the 20th); the reminder's link opens its
//     card; sent again with a later date, the reminder is gone.
import { expect, type APIRequestContext } from '@playwright/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { dayOfThisMonth, setBrowserClock, STAFF, smallPdf } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession, type ApiSession } from './helpers/reports';
import { savedQueryKeys } from './helpers/saved-cache';
import { testWithOwnServer } from './helpers/own-server';

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;
// the server's day for the whole file (the reminders depend on it): the 10th, 10:00 in Paris
const NOW = dayOfThisMonth(10);
const day = (n: number): string => dayOfThisMonth(n).toISOString().slice(0, 10);

const test = testWithOwnServer({ RELAIS_FAKE_NOW: NOW.toISOString() });

type Doc = {
  fileType: string;
  state: string;
  file: { id: string; name: string } | null;
  iban: string | null;
  bic: string | null;
  expirationDate: string | null;
};

const review = async (request: APIRequestContext, assistantId: string, fileType: string, body: object) => {
  const staff = await apiSession(request, STAFF);
  const res = await request.post(`/api/staff/assistants/${assistantId}/folder/${fileType}/review`, {
    headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
};

const documentOf = async (request: APIRequestContext, api: ApiSession, fileType: string): Promise<Doc> => {
  const res = await request.get(`/api/assistants/${api.userId}/folder`, { headers: api.headers });
  const folder = (await res.json()) as { documents: Doc[] };
  const doc = folder.documents.find((d) => d.fileType === fileType);
  if (!doc) throw new Error(`no ${fileType}`);
  return doc;
};

/** A year from now, as a date field takes it. */
const nextYear = (): string => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
};

test('(fr) the insurance and the signed contract are sent, validated by staff, and the invoice blockers clear', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  await review(request, api.userId, 'PROFESSIONAL_INSURANCE', {
    decision: 'REFUSE',
    reason: 'Attestation périmée',
  });
  await review(request, api.userId, 'SIGNED_CONTRACT', { decision: 'REFUSE', reason: 'Signature manquante' });

  await signIn(page);
  await page.goto('/activity/invoices');
  const readiness = page.getByTestId('readiness');
  await expect(readiness.locator('[data-blocker="insurance_missing"]')).toBeVisible();
  await expect(readiness.locator('[data-blocker="contract_not_signed"]')).toBeVisible();

  // the blocker's link opens the file on the insurance's card
  await readiness.locator('[data-blocker="insurance_missing"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/user\/file#PROFESSIONAL_INSURANCE$/);
  const insurance = page.locator('[data-document="PROFESSIONAL_INSURANCE"]');
  await expect(insurance.getByTestId('folder-state')).toHaveText('Refusé');
  await expect(insurance).toContainText('Motif : Attestation périmée');
  await insurance.getByRole('button', { name: 'Remplacer' }).click();
  // a PDF-only document: a photo is refused at once
  await insurance
    .getByLabel(/^Document – Assurance professionnelle/)
    .setInputFiles({ name: 'assurance.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(insurance.getByText('Ce document doit être un PDF')).toBeVisible();
  await insurance
    .getByLabel(/^Document – Assurance professionnelle/)
    .setInputFiles({ name: 'assurance-2027.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(insurance.getByText('Choisi : assurance-2027.pdf')).toBeVisible();
  // the expiry date is required
  await insurance.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(insurance.getByText('Ce champ est obligatoire')).toBeVisible();
  await insurance.getByLabel("Date d'expiration").fill(nextYear());
  await insurance.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(insurance.getByTestId('folder-state')).toHaveText('Envoyé, en attente de vérification');

  const contract = page.locator('[data-document="SIGNED_CONTRACT"]');
  await contract.getByRole('button', { name: 'Remplacer' }).click();
  await contract
    .getByLabel(/^Document – Contrat signé/)
    .setInputFiles({ name: 'contrat-signe.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await contract.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(contract.getByTestId('folder-state')).toHaveText('Envoyé, en attente de vérification');
  await page.screenshot({ path: test.info().outputPath('folder-fr-sent.png'), fullPage: true });
  // the sent file opens (downloads: a PDF) through its short-lived link
  const download = page.waitForEvent('download');
  await insurance.getByRole('button', { name: 'Ouvrir assurance-2027.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('assurance-2027.pdf');

  expect((await documentOf(request, api, 'PROFESSIONAL_INSURANCE')).expirationDate).toBe(nextYear());
  await review(request, api.userId, 'PROFESSIONAL_INSURANCE', { decision: 'VALIDATE' });
  await review(request, api.userId, 'SIGNED_CONTRACT', { decision: 'VALIDATE' });

  await page.goto('/activity/invoices');
  await expect(page.getByTestId('readiness-when')).toBeVisible();
  await expect(readiness.locator('[data-blocker^="insurance_"]')).toHaveCount(0);
  await expect(readiness.locator('[data-blocker="contract_not_signed"]')).toHaveCount(0);

  // validated: shown so, in force, a new version offered (it would wait beside it)
  await page.goto('/user/file#SIGNED_CONTRACT');
  await expect(contract.getByTestId('folder-state')).toHaveText('Validé');
  await expect(contract.getByRole('button', { name: 'Remplacer' })).toHaveCount(0);
  await expect(contract.getByRole('button', { name: 'Envoyer une nouvelle version' })).toBeVisible();
  await expect(contract).toContainText('en vigueur');

  // staff refuse it, the assistant opens its form, staff change their mind before she sends:
  // what she sends then waits beside the validated one, which stays in force
  await review(request, api.userId, 'SIGNED_CONTRACT', { decision: 'REFUSE', reason: 'Erreur' });
  await page.reload();
  await contract.getByRole('button', { name: 'Remplacer' }).click();
  await contract
    .getByLabel(/^Document – Contrat signé/)
    .setInputFiles({ name: 'contrat-bis.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await review(request, api.userId, 'SIGNED_CONTRACT', { decision: 'VALIDATE' });
  await contract.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(contract.getByTestId('folder-replacement')).toContainText(
    'Envoyé, en attente de vérification',
  );
  await expect(contract.getByTestId('folder-state')).toHaveText('Validé');
  expect((await documentOf(request, api, 'SIGNED_CONTRACT')).state).toBe('VALIDATED');
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('(en) bank details sent offline: the IBAN is checked at once, and they reach the server once', async ({
    page,
    context,
    request,
  }) => {
    const api = await apiSession(request, OTHER);
    await signIn(page, 'en', OTHER);
    await page.goto('/user/file');
    const bank = page.locator('[data-document="BANK_DETAILS"]');
    await expect(bank.getByTestId('folder-state')).toHaveText('Missing');
    await waitForServiceWorker(page);
    await expect.poll(() => savedQueryKeys(page)).toContain('folder');

    await goOffline(context);
    await page.reload();
    // read from the cache
    await expect(bank.getByTestId('folder-state')).toHaveText('Missing');
    await bank.getByRole('button', { name: 'Send' }).click();
    await bank
      .getByLabel(/^Document – Bank details/)
      .setInputFiles({ name: 'rib-offline.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    const iban = bank.getByRole('textbox', { name: 'IBAN' });
    // a wrong check digit: refused as soon as the field is left, the text kept
    await iban.fill('FR76 3000 6000 0112 3456 7890 188');
    await iban.press('Tab');
    await expect(bank.getByText('This IBAN is not valid', { exact: false })).toBeVisible();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 188');
    await page.screenshot({ path: test.info().outputPath('folder-en-iban-error.png'), fullPage: true });
    await iban.fill('FR76 3000 6000 0112 3456 7890 189');
    await expect(bank.getByText('This IBAN is not valid', { exact: false })).toHaveCount(0);
    await expect(iban).not.toHaveAttribute('aria-invalid', 'true');
    await bank.getByRole('textbox', { name: 'BIC' }).fill('bnpa frpp');
    await bank.getByRole('button', { name: 'Send the document' }).click();
    await expect(bank.getByTestId('folder-state')).toHaveText('Sent, awaiting connection');
    await page.screenshot({ path: test.info().outputPath('folder-en-queued.png'), fullPage: true });

    await goOnline(context);
    await expect(bank.getByTestId('folder-state')).toHaveText('Sent, awaiting review');
    const doc = await documentOf(request, api, 'BANK_DETAILS');
    // answered masked but for the last four characters, the BIC as stored
    expect(doc).toMatchObject({ state: 'SENT', iban: '•••• 0189', bic: 'BNPAFRPP' });
    expect(doc.file?.name).toBe('rib-offline.pdf');
    // one upload, however often the action was tried
    const logs = (await (
      await request.get(`/api/assistants/${api.userId}/logs?size=50&search=rib-offline`, {
        headers: api.headers,
      })
    ).json()) as { content: { objectType: string; eventType: string; label: string }[] };
    expect(logs.content.filter((l) => l.objectType === 'FILE' && l.eventType === 'UPLOADED')).toHaveLength(1);
  });
});

test('(fr) a document expiring before the next invoicing window is named on home and in the readiness, until replaced', async ({
  page,
  request,
}) => {
  const api = await apiSession(request, OTHER);
  const fileShare = async (): Promise<number> => {
    const res = await request.get(`/api/dashboard?userId=${api.userId}&kpi=false`, { headers: api.headers });
    return ((await res.json()) as { completion: { file: number } }).completion.file;
  };
  // the gauge's file area on home, as shown
  const shownShare = page
    .getByRole('listitem')
    .filter({ hasText: /^Dossier/ })
    .locator('span')
    .last();
  await setBrowserClock(page, NOW);
  await signIn(page, 'fr', OTHER);
  const before = await fileShare();
  await expect(shownShare).toHaveText(`${before} %`);
  await page.goto('/user/file');
  const identity = page.locator('[data-document="IDENTITY_DOCUMENT"]');
  await identity.getByRole('button', { name: 'Envoyer' }).click();
  await identity
    .getByLabel(/^Document – Pièce d'identité/)
    .setInputFiles({ name: 'identite.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  // the date must be after today (the 10th)
  await identity.getByLabel("Date d'expiration (facultative)").fill(day(10));
  await identity.getByLabel("Date d'expiration (facultative)").blur();
  await expect(identity.getByText("La date d'expiration doit être postérieure à aujourd'hui")).toBeVisible();
  await identity.getByLabel("Date d'expiration (facultative)").fill(day(15));
  await identity.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(identity.getByTestId('folder-state')).toHaveText('Expire bientôt');

  // the completion's file area rose on the server, and the gauge follows once the send is acknowledged
  const after = await fileShare();
  expect(after).toBeGreaterThan(before);
  await page.goto('/home');
  await expect(shownShare).toHaveText(`${after} %`);
  const warnings = page.getByRole('region', { name: 'À faire' });
  const reminder = warnings.locator('[data-reminder="IDENTITY_DOCUMENT"]');
  await expect(reminder).toContainText("Pièce d'identité : expire le");
  await expect(reminder).toContainText('avant la prochaine période de facturation');
  await page.screenshot({ path: test.info().outputPath('folder-home-reminder.png'), fullPage: true });

  await page.goto('/activity/invoices');
  await expect(
    page.getByTestId('readiness-reminders').locator('[data-reminder="IDENTITY_DOCUMENT"]'),
  ).toBeVisible();
  await page
    .getByTestId('readiness-reminders')
    .getByRole('link', { name: 'Le remplacer dans mon dossier' })
    .click();
  await expect(page).toHaveURL(/\/user\/file#IDENTITY_DOCUMENT$/);
  await identity.getByRole('button', { name: 'Remplacer' }).click();
  await identity
    .getByLabel(/^Document – Pièce d'identité/)
    .setInputFiles({ name: 'identite-2.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await identity.getByLabel("Date d'expiration (facultative)").fill(nextYear());
  await identity.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(identity.getByTestId('folder-state')).toHaveText('Envoyé, en attente de vérification');
  expect((await documentOf(request, api, 'IDENTITY_DOCUMENT')).file?.name).toBe('identite-2.pdf');

  await page.goto('/home');
  // her insurance is still missing: the card stays, without the identity document
  await expect(warnings).toBeVisible();
  await expect(warnings.locator('[data-reminder]')).toHaveCount(0);
});
