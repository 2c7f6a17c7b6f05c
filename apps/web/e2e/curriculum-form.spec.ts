// Journey at phone size, in French: the assistant opens /user/curriculum, types years out of range
// (refused at once with the rule's text, nothing typed lost), fixes them, adds two languages and
// saves; after a reload the values are there, read back from the server.
import { expect, test } from './helpers/test';
import { signIn } from './helpers/app';
import { apiSession } from './helpers/reports';

test.use({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;

test('fill the curriculum, save it, and find it again after a reload', async ({ page, request }) => {
  // a blank curriculum to start from, whatever an earlier run left
  const api = await apiSession(request, OTHER);
  const blank = await request.put(`/api/assistants/${api.userId}/curriculum`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: { title: null, summary: null, experienceYears: null, languages: [] },
  });
  expect(blank.status()).toBe(200);

  await signIn(page, 'fr', OTHER);
  await page.goto('/user/curriculum');
  await expect(page.getByRole('heading', { name: 'Votre parcours' })).toBeVisible();

  await page.getByLabel('Intitulé de poste').fill('Assistante de direction');
  await page.getByLabel('Résumé de votre parcours').fill('Huit ans auprès de dirigeants de PME lyonnaises.');
  const years = page.getByLabel(/^Années d.expérience/);
  await years.fill('75');
  await page.getByRole('button', { name: 'Ajouter une langue' }).click();
  await expect(page.getByLabel('Langue 1', { exact: true })).toBeFocused();
  await page.getByLabel('Langue 1', { exact: true }).fill('Français');
  await page.getByRole('button', { name: 'Ajouter une langue' }).click();
  await page.getByLabel('Langue 2', { exact: true }).fill('Anglais');
  await page.getByRole('button', { name: 'Enregistrer le curriculum' }).click();

  // the domain's rule, in French, on the field, which takes the focus; nothing typed is lost
  await expect(page.getByText('Un nombre entier d’années, de 0 à 60')).toBeVisible();
  await expect(years).toBeFocused();
  await expect(years).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Langue 2', { exact: true })).toHaveValue('Anglais');
  await page.screenshot({ path: test.info().outputPath('curriculum-form-error.png'), fullPage: true });

  await years.fill('8');
  await page.getByRole('button', { name: 'Enregistrer le curriculum' }).click();
  await expect(page.getByText('Curriculum enregistré', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Intitulé de poste')).toHaveValue('Assistante de direction');
  await expect(page.getByLabel('Résumé de votre parcours')).toHaveValue(
    'Huit ans auprès de dirigeants de PME lyonnaises.',
  );
  await expect(page.getByLabel(/^Années d.expérience/)).toHaveValue('8');
  await expect(page.getByLabel('Langue 1', { exact: true })).toHaveValue('Français');
  await expect(page.getByLabel('Langue 2', { exact: true })).toHaveValue('Anglais');
  await page.screenshot({ path: test.info().outputPath('curriculum-form-fr.png'), fullPage: true });

  const res = await request.get(`/api/assistants/${api.userId}/curriculum`, { headers: api.headers });
  expect(await res.json()).toMatchObject({
    title: 'Assistante de direction',
    experienceYears: 8,
    languages: ['Français', 'Anglais'],
  });
});
