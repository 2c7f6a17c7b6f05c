// Journey at phone size, in French: a recruited assistant reaches her curriculum and CV from home's
// completion card (every row of it opens its screen) and from the avatar menu; she uploads a CV there,
// and home's completion reads the CV area higher.
import { expect, test } from './helpers/test';
import { openAccountMenu, signIn } from './helpers/app';
import { smallPdf } from './helpers/invoices';

test.use({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });

test('the CV from the completion card, and the curriculum from the avatar menu', async ({ page }) => {
  await signIn(page);
  const card = page.getByRole('region', { name: 'Complétez votre profil' });
  await card.scrollIntoViewIfNeeded();
  // every row is a link to its screen
  const rows = card.getByRole('link');
  await expect(rows).toHaveCount(5);
  expect(await rows.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/user/account',
    '/user/file',
    '/user/skills',
    '/availability',
    '/user/curriculum',
  ]);
  const cvRow = card.getByRole('link', { name: /^CV \d+ %$/ });
  const before = Number((await cvRow.textContent())?.match(/(\d+) %/)?.[1]);
  await page.screenshot({ path: test.info().outputPath('profile-reach-home.png'), fullPage: true });
  await cvRow.click();
  await expect(page).toHaveURL(/\/user\/curriculum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Curriculum' })).toBeVisible();

  await page.getByLabel('Fichier CV au format PDF').setInputFiles({
    name: 'cv-camille.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await expect(page.getByRole('button', { name: /^Télécharger le CV cv-camille\.pdf/ })).toBeVisible({
    timeout: 30_000,
  });

  // back home by the bottom navigation: the CV area counts the CV
  await page
    .getByRole('navigation', { name: /navigation principale/i })
    .getByRole('link', { name: 'Accueil' })
    .click();
  await expect(card.getByRole('link', { name: /^CV \d+ %$/ })).toHaveText(`CV ${before + 20} %`);

  // the avatar menu lists the curriculum too
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Curriculum et CV' }).click();
  await expect(page).toHaveURL(/\/user\/curriculum$/);
  await expect(page.getByRole('button', { name: /^Télécharger le CV cv-camille\.pdf/ })).toBeVisible();
});
