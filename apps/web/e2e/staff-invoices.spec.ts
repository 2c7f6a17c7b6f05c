// Journeys (issue 28): the console's invoices queue and quotes. The finance member opens the seeded
// submitted invoice beside its pro-forma, marks it paid, and the assistant then sees it paid on
// /activity/invoices; the finance member sees no reports nor quotes decisions; a month's CSV export
// downloads with the accountant's header; staff make a proposed quote's signed link and copy it.
import { readFile } from 'node:fs/promises';
import { expect, test } from './helpers/test';
import { axeViolations } from './helpers/axe';
import { signIn } from './helpers/app';
import { ADMIN_STAFF, consoleNav, FINANCE_STAFF, signInStaff } from './helpers/staff';

// bypassCSP: axe-core is injected as a script (the app's CSP refuses any other)
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

/** `YYYY-MM` in Paris, `offset` months from now. */
const parisMonth = (offset: number): string => {
  const [year = 0, month = 0] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = year * 12 + month - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

test('the finance member marks the seeded invoice paid and the assistant sees it paid', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInStaff(page, 'fr', FINANCE_STAFF);
  await consoleNav(page).getByRole('link', { name: 'Factures' }).click();
  await expect(page).toHaveURL(/\/staff\/invoices$/);
  const table = page.getByRole('table', { name: 'Factures, la plus ancienne envoyée d’abord' });
  // the demo's seeded submitted invoice is the oldest waiting one
  const first = table.getByRole('link', { name: /^FA-/ }).first();
  const number = (await first.textContent())?.trim() ?? '';
  expect(number).toMatch(/^FA-\d{6}-\d{3}$/);
  await expect(table.getByRole('columnheader', { name: /Pro forma TTC/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Écart/ })).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/[?&]open=/);
  const panel = page.getByRole('region', { name: new RegExp(`Facture ${number}`) });
  const totals = panel.getByRole('table', { name: 'Les totaux de la facture à côté de ceux du pro forma' });
  await expect(totals.getByRole('rowheader', { name: 'Pro forma' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Accepter' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Invalider' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Marquer payée' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${number} : Payée.` })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(table.getByRole('link', { name: number })).toHaveCount(0);

  // the assistant, in a context of her own, sees it paid
  const hers = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const her = await hers.newPage();
  await signIn(her);
  await her.goto('/activity/invoices');
  const row = her.locator('li[data-invoice-id]', { hasText: `Facture ${number}` });
  await expect(row).toContainText('Payée');
  await hers.close();
});

test('the finance member marks many invoices paid at once', async ({ page }) => {
  await signInStaff(page, 'fr', FINANCE_STAFF);
  await page.goto('/staff/invoices');
  await page.getByLabel('État').selectOption('ACCEPTED');
  await expect(page).toHaveURL(/status=ACCEPTED/);
  const table = page.getByRole('table', { name: 'Factures, la plus ancienne envoyée d’abord' });
  await expect(table.getByRole('link', { name: /^FA-/ }).first()).toBeVisible();
  const rows = await table.getByRole('link', { name: /^FA-/ }).count();
  expect(rows).toBeGreaterThan(0);
  await table.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Marquer payées' }).click();
  await expect(page.getByRole('status').filter({ hasText: /marquées? payées?\./ })).toContainText(
    String(rows),
  );
  await expect(page.getByText('Aucune facture ici.')).toBeVisible();
  await page.getByLabel('État').selectOption('PAYED');
  await expect(table.getByRole('link', { name: /^FA-/ })).not.toHaveCount(0);
});

test('the finance member sees no reports nor quotes decisions', async ({ page }) => {
  await signInStaff(page, 'fr', FINANCE_STAFF);
  const nav = consoleNav(page);
  await expect(nav.getByRole('link', { name: 'Factures' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Devis' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Rapports' })).toHaveCount(0);
  await page.goto('/staff/quotes');
  await expect(page.getByText('Les devis demandent la permission opérations.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Créer le lien signé/ })).toHaveCount(0);
  await page.goto('/staff/reports');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Valider/ })).toHaveCount(0);
});

test('a month’s invoices download as CSV with the accountant’s header', async ({ page }) => {
  await signInStaff(page, 'fr', FINANCE_STAFF);
  await page.goto('/staff/invoices');
  const month = parisMonth(-3); // a seeded paid invoice's month
  await page.getByLabel('Mois à exporter').fill(month);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`invoices-${month}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Number,Date,Assistant,Amount HT,TVA,TTC,Status,Paid date');
  expect(lines[1]).toMatch(
    /^FA-\d{6}-\d{3},\d{4}-\d{2}-\d{2},[^,]+,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},PAYED,\d{4}-\d{2}-\d{2}$/,
  );
});

test('staff make a proposed quote’s signed link and copy it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInStaff(page, 'fr', ADMIN_STAFF);
  await consoleNav(page).getByRole('link', { name: 'Devis' }).click();
  await page.getByLabel('État').selectOption('PROPOSED');
  await expect(page).toHaveURL(/status=PROPOSED/);
  const table = page.getByRole('table', { name: 'Devis par client' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await table
    .getByRole('button', { name: /Créer le lien signé/ })
    .first()
    .click();
  const link = table.getByRole('textbox', { name: /Lien signé de/ }).first();
  await expect(link).toHaveValue(/\/quote\/[^?]+\?token=/);
  await table.getByRole('button', { name: 'Copier' }).first().click();
  await expect(table.getByText('Copié')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
});
