// Journey: a wrong password shows the "incorrect email or password" message, in the browser's language.
import { expect, test } from './helpers/test';
import { loginForm, submitLogin, TEXT, type Lang } from './helpers/app';

const cases: { lang: Lang; locale: string }[] = [
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-US' },
];

for (const { lang, locale } of cases) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('a wrong password is refused with a translated message', async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, 'other@relais.test', `not-the-password-${lang}`, lang);
      await expect(page.getByText(TEXT[lang].wrongCredentials)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      await expect(loginForm(page, lang).submit).toBeEnabled();
    });
  });
}
