// Journey (phone size, English): turn on two-step sign-in on /user/account (the test computes the
// codes from the key shown, with the same library as the server), sign out, sign in with the
// password and a code of the app, then with a recovery code. A server of its own: what the journey
// turns on is seen by no other journey.
import { expect, type Page } from '@playwright/test';
import { DEMO, expectShell, signIn, signOut, submitLogin } from './helpers/app';
import { test } from './helpers/test';
import { freshTotpCode as freshCode, totpCodeOf as codeOf } from './helpers/two-factor';

test.use({ locale: 'en-GB' });

const codeStep = (page: Page) => page.getByRole('form', { name: 'Sign-in code' });

test('two-step sign-in: set up with the QR key, then sign in with a code and with a recovery code', async ({
  page,
}) => {
  await signIn(page, 'en');
  await page.goto('/user/account');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByTestId('two-factor-status')).toHaveText('Off.');
  await expect(card.getByText('Needs a connection')).toBeVisible();
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByLabel('Password').fill('not-the-password');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByText('The password is not right')).toBeVisible();
  await card.getByLabel('Password').fill(DEMO.password);
  await card.getByRole('button', { name: 'Continue' }).click();

  await expect(card.getByRole('img', { name: 'QR code to scan with the authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = card.getByLabel('Code shown by the app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('12');
  await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(card.getByText('A code is 6 digits')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('two-factor-scan.png'), fullPage: true });
  await code.fill(codeOf(secret));
  await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codes = card.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';
  expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await page.screenshot({ path: test.info().outputPath('two-factor-codes.png'), fullPage: true });
  await card.getByRole('button', { name: 'I have kept them' }).click();
  await expect(card.getByTestId('two-factor-status')).toHaveText('On. 10 recovery codes left.');

  // sign in: the password, then the code step
  await signOut(page, 'en');
  await submitLogin(page, DEMO.email, DEMO.password, 'en');
  const step = codeStep(page);
  await expect(step).toBeVisible();
  const field = step.getByLabel('Code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toBeFocused();
  await field.fill('000000' === freshCode(secret, 1) ? '111111' : '000000');
  await step.getByRole('button', { name: 'Sign in' }).click();
  await expect(step.getByRole('alert')).toHaveText('This code is not right or was already used');
  await expect(field).toHaveValue(/\d{6}/);
  await page.screenshot({ path: test.info().outputPath('two-factor-step.png'), fullPage: true });
  await field.fill(freshCode(secret, 1));
  await step.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectShell(page, 'en');

  // sign in with a recovery code
  await signOut(page, 'en');
  await submitLogin(page, DEMO.email, DEMO.password, 'en');
  await codeStep(page).getByRole('button', { name: 'Use a recovery code' }).click();
  const recoveryField = codeStep(page).getByLabel('Recovery code');
  await expect(recoveryField).toHaveAttribute('inputmode', 'text');
  await recoveryField.fill(recovery);
  await codeStep(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/user/account');
  await expect(
    page.getByRole('region', { name: 'Two-step sign-in' }).getByTestId('two-factor-status'),
  ).toHaveText('On. 9 recovery codes left.');
});
