// Journey (English): change the sign-in email; her password is asked (a wrong one is refused with
// the server's reason, what she typed stays); the link comes by mail to the NEW address (read from
// the .eml the test server writes), opens the account screen, confirms; then sign in with the new
// email. The link works once. The OLD address got a cancel link at once: its public page gives the
// first email back and signs every device out (which also leaves the shared server as seeded).
import { expect, test } from './helpers/test';
import { signIn, signOut } from './helpers/app';
import { emailCancelLink, emailChangeLink } from './helpers/mail';

test.use({ locale: 'en-GB' });

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;
const NEW_EMAIL = 'julien.new@exemple.fr';

test('the sign-in email changes through the link mailed to the new address, and the old one cancels it', async ({
  page,
}) => {
  await signIn(page, 'en', OTHER);
  await page.goto('/user/account');
  await expect(page.getByText('You sign in with')).toContainText(OTHER.email);

  const card = page.getByRole('region', { name: 'Sign-in email' });
  const field = card.getByLabel('New sign-in email');
  const password = card.getByLabel('Your password');
  const send = card.getByRole('button', { name: 'Send the confirmation link' });
  await field.fill('julien.new@');
  await send.click();
  await expect(card.getByText('Invalid email address')).toBeVisible();
  await expect(card.getByText('This field is required')).toBeVisible();
  await field.fill(NEW_EMAIL);
  await password.fill('not-the-password');
  await send.click();
  // the server's translated reason, on the field; what she typed stays
  await expect(card.getByText('The password is not right')).toBeVisible();
  await expect(field).toHaveValue(NEW_EMAIL);
  await expect(password).toHaveValue('not-the-password');
  await password.fill(OTHER.password);
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'confirmation link has just been sent' }),
  ).toContainText(NEW_EMAIL);
  // a fresh, empty form: no error on it
  await expect(field).toHaveValue('');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('account-email-sent.png'), fullPage: true });

  const link = await emailChangeLink(NEW_EMAIL);
  await page.goto(link);
  await expect(page.getByText(`Done: you now sign in with ${NEW_EMAIL}.`)).toBeVisible();
  // the token leaves the address bar; this browser's session goes on (the others ended)
  await expect(page).toHaveURL(/\/user\/account$/);
  await expect(page.getByText('You sign in with')).toContainText(NEW_EMAIL);

  // the link works once
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('The email address could not be changed');

  await signOut(page, 'en');
  await signIn(page, 'en', { email: NEW_EMAIL, password: OTHER.password });

  // the old address was told at once, with a link that cancels the change
  const cancel = await emailCancelLink(OTHER.email);
  await page.goto(cancel);
  await expect(page).toHaveURL(/\/email-change\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Cancel the sign-in email change' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toContainText(
    `you sign in with ${OTHER.email} again`,
  );
  await page.screenshot({ path: test.info().outputPath('account-email-cancelled.png'), fullPage: true });

  // every session ended, this one too: the app asks to sign in again; the first email works
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'en', OTHER);

  // the cancel link works once
  await page.goto(cancel);
  await page.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(page.getByRole('alert')).toContainText('This cancel link does not work');
});
