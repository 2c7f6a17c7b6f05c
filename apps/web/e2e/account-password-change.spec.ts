// Journey (phone size, French): change the password on /user/account while signed in. A wrong
// current password is refused with the server's reason and nothing typed is lost; the new password
// follows the reset's rules; once changed, this session goes on, another device's session ends, a
// mail tells her; she then signs in with the new password. A server of its own: the demo password
// the other journeys use stays as it is there.
import { expect } from '@playwright/test';
import { DEMO, signIn, signOut, submitLogin } from './helpers/app';
import { decodedMailsTo } from './helpers/mail';
import { test } from './helpers/test';
import path from 'node:path';

const NEW_PASSWORD = 'un port tranquille au matin';

test('changes the password on the account screen, then signs in with the new one', async ({
  page,
  browser,
  server,
}) => {
  // another device signed in: its session ends with the change
  const phone = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR' });
  const other = await phone.newPage();
  await signIn(other);

  await signIn(page);
  await page.goto('/user/account');
  // the login email change asks her password too (French, phone size)
  const emailCard = page.getByRole('region', { name: 'Adresse de connexion' });
  await expect(emailCard.getByLabel('Votre mot de passe')).toBeVisible();
  await emailCard.screenshot({ path: test.info().outputPath('email-change-form.png') });
  const card = page.getByRole('region', { name: 'Mot de passe' });
  await expect(card.getByText('Connexion requise')).toBeVisible();
  const current = card.getByLabel('Mot de passe actuel');
  const next = card.getByLabel('Nouveau mot de passe', { exact: true });
  const again = card.getByLabel('Confirmez le nouveau mot de passe');
  const submit = card.getByRole('button', { name: 'Changer le mot de passe' });

  // the rules, before anything is sent
  await next.fill('court');
  await submit.click();
  await expect(card.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await expect(card.getByText('Le mot de passe doit compter au moins 8 caractères')).toBeVisible();
  await expect(current).toBeFocused();

  // a wrong current password: the server's reason, on its field; everything typed stays
  await current.fill('pas le bon');
  await next.fill(NEW_PASSWORD);
  await again.fill(NEW_PASSWORD);
  await submit.click();
  await expect(card.getByText('Le mot de passe n’est pas le bon')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toHaveValue(NEW_PASSWORD);
  await expect(again).toHaveValue(NEW_PASSWORD);
  await card.screenshot({ path: test.info().outputPath('password-change-refused.png') });

  await current.fill(DEMO.password);
  await submit.click();
  await expect(card.getByRole('status')).toContainText('votre mot de passe a changé');
  await expect(current).toHaveValue('');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('password-change-done.png') });

  // a mail to her address, in her language
  const mailDir = path.join(server.workDir, 'data', 'mail');
  await expect
    .poll(() => decodedMailsTo(DEMO.email, mailDir).filter((m) => m.includes('vient d’être modifié')).length)
    .toBe(1);

  // this session goes on; the other device is signed out
  await page.goto('/user/skills');
  await page.goto('/user/account');
  await expect(card).toBeVisible();
  await other.goto('/home');
  await expect(other).toHaveURL(/\/login/);
  await phone.close();

  // the old password no longer opens the account; the new one does
  await signOut(page);
  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'fr', { email: DEMO.email, password: NEW_PASSWORD });
});
