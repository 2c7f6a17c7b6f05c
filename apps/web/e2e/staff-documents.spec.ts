// Journey (issue 28): the console's documents queue at 1280 x 800. Staff revoke the demo's insurance
// (her invoices show the blocker); she sends a new one from /user/file; staff open it in place from
// /staff/documents (filtered by type, in the URL), correct its expiry date and validate it: her
// insurance limit is that date and the blocker is gone. Staff refuse her identity document with a
// reason from the queue; she reads the reason on her file. axe finds nothing with a document open.
import { expect, test } from './helpers/test';
import { axeViolations } from './helpers/axe';
import { signIn } from './helpers/app';
import { smallPdf } from './helpers/invoices';
import { apiSession } from './helpers/reports';
import { ADMIN_STAFF, consoleNav, signInStaff } from './helpers/staff';

test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

/** A day `years` and `months` from today, as a date field takes it. */
const later = (years: number, months = 0): string => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCFullYear(d.getUTCFullYear() + years, d.getUTCMonth() + months, 15);
  return d.toISOString().slice(0, 10);
};

test('staff validate her new insurance with its expiry date (her blocker goes), and refuse another with a reason she reads', async ({
  page,
  browser,
  request,
}) => {
  const demo = await apiSession(request);
  const staff = await apiSession(request, ADMIN_STAFF);
  const revoked = await request.post(
    `/api/staff/assistants/${demo.userId}/folder/PROFESSIONAL_INSURANCE/review`,
    {
      headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
      data: { decision: 'REFUSE', reason: 'Attestation périmée' },
    },
  );
  expect(revoked.status(), await revoked.text()).toBe(200);

  // she sees the blocker, and sends a new insurance from her file
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hers = await context.newPage();
  await signIn(hers);
  await hers.goto('/activity/invoices');
  const readiness = hers.getByTestId('readiness');
  await expect(readiness.locator('[data-blocker="insurance_missing"]')).toBeVisible();
  await hers.goto('/user/file#PROFESSIONAL_INSURANCE');
  const insurance = hers.locator('[data-document="PROFESSIONAL_INSURANCE"]');
  await insurance.getByRole('button', { name: 'Remplacer' }).click();
  await insurance
    .getByLabel(/^Document – Assurance professionnelle/)
    .setInputFiles({ name: 'assurance-2027.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await insurance.getByLabel("Date d'expiration").fill(later(1));
  await insurance.getByRole('button', { name: 'Envoyer le document' }).click();
  await expect(insurance.getByTestId('folder-state')).toHaveText('Envoyé, en attente de vérification');

  // staff: the home counts the waiting documents; the queue opens from the navigation
  await signInStaff(page, 'fr', ADMIN_STAFF);
  await expect(page.getByTestId('queue-documents')).toHaveText(/^\d+ en attente · le plus ancien depuis /);
  await consoleNav(page).getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents à vérifier' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Document' }).selectOption('PROFESSIONAL_INSURANCE');
  await expect(page).toHaveURL(/\/staff\/documents\?fileType=PROFESSIONAL_INSURANCE$/);
  await page.getByRole('link', { name: 'Assurance professionnelle – Camille Durand' }).click();
  await expect(page).toHaveURL(/[?&]open=/);

  // the document opens in place beside the list, its date as she sent it
  const panel = page.getByRole('region', { name: 'Assurance professionnelle de Camille Durand' });
  await expect(panel.locator('iframe[title="Le document : assurance-2027.pdf"]')).toBeVisible();
  const expiry = panel.getByLabel(/^Date d’expiration/);
  await expect(expiry).toHaveValue(later(1));
  await expiry.fill(later(1, 1));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('staff-documents-open.png') });
  await panel.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Assurance professionnelle de Camille Durand validé·e.')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('Aucun document en attente.')).toBeVisible();

  // her insurance runs until the date staff read; the invoice blocker is gone
  const me = (await (
    await request.get(`/api/assistants/${demo.userId}`, { headers: demo.headers })
  ).json()) as { proInsuranceLimitDate: string | null };
  expect(me.proInsuranceLimitDate).toBe(later(1, 1));
  await hers.goto('/activity/invoices');
  await expect(hers.getByTestId('readiness')).toBeVisible();
  await expect(hers.locator('[data-blocker="insurance_missing"]')).toHaveCount(0);
  await expect(hers.locator('[data-blocker^="insurance"]')).toHaveCount(0);

  // staff refuse her identity document (seeded, waiting) with a reason
  await page.getByRole('combobox', { name: 'Document' }).selectOption('');
  await page.getByRole('link', { name: /^Pièce d.identité – Camille Durand$/ }).click();
  const identity = page.getByRole('region', { name: /^Pièce d.identité de Camille Durand$/ });
  await identity.getByRole('button', { name: 'Refuser…' }).click();
  await identity.getByRole('button', { name: 'Refuser le document' }).click();
  await expect(identity.getByText('Dites pourquoi le document est refusé.')).toBeVisible();
  await identity.getByLabel('Motif du refus').fill('Photo illisible');
  await identity.getByRole('button', { name: 'Refuser le document' }).click();
  await expect(page.getByText(/^Pièce d.identité de Camille Durand refusé·e\.$/)).toBeVisible();

  // the other list: validated documents expiring within 30 days (none for the demo's people now)
  await page.getByRole('button', { name: 'Expirant ou expirés' }).click();
  await expect(page).toHaveURL(/[?&]state=expiring/);
  await expect(page.getByRole('button', { name: 'Expirant ou expirés' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Aucun document n’expire dans les 30 jours.')).toBeVisible();

  // she reads the reason on her file
  await hers.goto('/user/file#IDENTITY_DOCUMENT');
  const hersIdentity = hers.locator('[data-document="IDENTITY_DOCUMENT"]');
  await expect(hersIdentity.getByTestId('folder-state')).toHaveText('Refusé');
  await expect(hersIdentity).toContainText('Motif : Photo illisible');
  await context.close();
});
