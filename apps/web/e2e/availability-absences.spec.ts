// Journey: online, the assistant toggles a cell with the keyboard, creates an absence after fixing
// the form's errors (nothing typed is lost), edits it, then deletes it with a reason.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn } from './helpers/app';

const parisDate = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const absenceItem = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test('keyboard toggle, absence created after inline errors, edited, deleted with a reason', async ({
  page,
}) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: /navigation principale/i })
    .getByRole('link', { name: 'Disponibilités' })
    .click();
  await expect(page).toHaveURL(/\/availability$/);

  // a cell is a toggle button reachable and operable with the keyboard
  const sunday = page.getByRole('button', { name: /^Dimanche matin, (disponible|indisponible)$/ });
  const was = await sunday.getAttribute('aria-pressed');
  await sunday.focus();
  await page.keyboard.press('Space');
  const now = was === 'true' ? 'false' : 'true';
  await expect(
    page.getByRole('button', { name: `Dimanche matin, ${now === 'true' ? 'disponible' : 'indisponible'}` }),
  ).toHaveAttribute('aria-pressed', now);
  await expect(
    page.getByRole('button', { name: /^Dimanche matin, (disponible|indisponible)$/ }),
  ).toBeFocused();

  const label = `Salon ${Date.now()}`;
  const renamed = `${label} (modifié)`;
  await page.getByRole('link', { name: 'Ajouter une absence' }).click();
  await page.getByLabel('Date de début').fill(parisDate(-1));
  await page.getByLabel('Date de fin').fill(parisDate(-2));
  await page.getByLabel('Commentaire (facultatif)').fill('Stand B12');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La date ne peut pas être passée')).toBeVisible();
  await expect(page.getByText('La date de fin ne peut pas être avant la date de début')).toBeVisible();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(page.getByLabel('Date de début')).toBeFocused();
  await expect(page.getByLabel('Commentaire (facultatif)')).toHaveValue('Stand B12');

  await page.getByLabel('Date de début').fill(parisDate(300));
  await page.getByLabel('Date de fin').fill(parisDate(301));
  await page.getByLabel('Intitulé').fill(label);
  await expect(page.getByText('La date ne peut pas être passée')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(absenceItem(page, label)).toBeVisible();
  await expect(absenceItem(page, label).getByText('En attente de connexion')).toHaveCount(0);

  await absenceItem(page, label)
    .getByRole('link', { name: `Modifier l’absence « ${label} »` })
    .click();
  await expect(page).toHaveURL(/\/absence\/edit\//);
  await expect(page.getByLabel('Intitulé')).toHaveValue(label);
  await expect(page.getByLabel('Commentaire (facultatif)')).toHaveValue('Stand B12');
  await page.getByLabel('Intitulé').fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(absenceItem(page, renamed)).toBeVisible();

  await absenceItem(page, renamed)
    .getByRole('button', { name: `Supprimer l’absence « ${renamed} »` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cette absence ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
  await dialog.getByLabel('Raison').fill('Salon annulé');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog).toBeHidden();
  await expect(absenceItem(page, renamed)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mes absences' })).toBeVisible();
  await expect(absenceItem(page, renamed)).toHaveCount(0);
});
