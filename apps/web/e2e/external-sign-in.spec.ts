// Journeys: single sign-on through a real OpenID provider (oidc-provider, started here on a free
// port) to the home screen; Google sign-in through a local stand-in of Google's authorisation
// address that returns an ID token signed by a locally generated key, verified by the server
// against the local key endpoint (GOOGLE_JWKS_URL). What is real: our server, the app, the
// browser, the OpenID provider, the redirects, the token checks. What is replaced: Google itself
// (its authorisation page and its published keys), by google-kit's two local endpoints.
import { test as base, expect } from '@playwright/test';
import { startOidcKit, type OidcKit } from '../../../scripts/test-kits/oidc-kit';
import { GOOGLE_TEST_CLIENT_ID, startGoogleKit, type GoogleKit } from '../../../scripts/test-kits/google-kit';
import { expectShell, loginForm, signOut } from './helpers/app';
import { startServer, type RunningServer } from './helpers/server';
import { freshTotpCode, turnOnTwoFactor } from './helpers/two-factor';

type Kits = { server: RunningServer; oidc: OidcKit; google: GoogleKit };

const test = base.extend<object, { kits: Kits }>({
  kits: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter
    async ({}, use) => {
      const oidc = await startOidcKit({});
      const google = await startGoogleKit();
      const server = await startServer({
        OIDC_ISSUER: oidc.issuer,
        OIDC_CLIENT_SECRET: oidc.clientSecret,
        GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
        GOOGLE_JWKS_URL: google.jwksUrl,
        GOOGLE_AUTH_URL: google.authUrl,
      });
      // The provider learns our callback once our server has its port.
      oidc.register(`${server.baseURL}/api/auth/sso/callback`);
      await use({ server, oidc, google });
      await server.stop();
      await oidc.close();
      await google.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
test.use({ baseURL: async ({ kits }, use) => use(kits.server.baseURL) });

const SSO = { fr: /se connecter avec votre organisation/i, en: /sign in with your organisation/i };
const GOOGLE = { fr: /se connecter avec google/i, en: /sign in with google/i };

test.describe('in fr-FR', () => {
  test.use({ locale: 'fr-FR' });

  test('single sign-on through the local provider reaches home', async ({ page, kits }) => {
    kits.oidc.signInAs('demo@relais.test');
    await page.goto('/login');
    await expect(loginForm(page, 'fr').submit).toBeVisible();
    await page.getByRole('link', { name: SSO.fr }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectShell(page, 'fr');
  });

  test('single sign-on for an unknown user comes back to /login with a translated message', async ({
    page,
    kits,
  }) => {
    kits.oidc.signInAs('stranger@relais.test');
    await page.goto('/login');
    await page.getByRole('link', { name: SSO.fr }).click();
    await expect(page).toHaveURL(/\/login\?sso-error=unknown/);
    await expect(page.getByRole('alert')).toHaveText(/aucun compte relais n'utilise cette adresse/i);
    await page.screenshot({ path: test.info().outputPath('external-sign-in-fr.png') });
    await expect(loginForm(page, 'fr').submit).toBeEnabled();
  });

  test('Google sign-in with a locally signed token reaches home', async ({ page, kits }) => {
    kits.google.signInAs('demo@relais.test');
    const thirdParty: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script' && !req.url().startsWith(kits.server.baseURL))
        thirdParty.push(req.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: GOOGLE.fr }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectShell(page, 'fr');
    expect(thirdParty).toEqual([]);
  });
});

test.describe('in en-US', () => {
  test.use({ locale: 'en-US' });

  test('Google sign-in for an unknown user is refused with a translated message', async ({ page, kits }) => {
    kits.google.signInAs('stranger@gmail.test');
    await page.goto('/login');
    await page.getByRole('button', { name: GOOGLE.en }).click();
    await expect(page.getByRole('alert')).toHaveText(/no relais account uses this email/i);
    await expect(page).toHaveURL(/\/login$/);
    await page.screenshot({ path: test.info().outputPath('external-sign-in-en.png') });
  });

  test('an account with two-step sign-in on gives its code after single sign-on, its recovery code after Google', async ({
    page,
    kits,
    playwright,
  }) => {
    // another assistant than the other journeys' (they share this server)
    const other = { email: 'other@relais.test', password: 'relais-demo' };
    // a request context of its own: its session cookies are not the page's
    const api = await playwright.request.newContext({ baseURL: kits.server.baseURL });
    const { secret, recoveryCodes } = await turnOnTwoFactor(api, other);
    await api.dispose();
    const step = page.getByRole('form', { name: 'Sign-in code' });

    kits.oidc.signInAs(other.email);
    await page.goto('/login');
    await page.getByRole('link', { name: SSO.en }).click();
    await expect(step).toBeVisible();
    await expect(page).toHaveURL(/\/login$/); // the challenge left the address bar at once
    await step.getByLabel('Code').fill(freshTotpCode(secret, 1));
    await step.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectShell(page, 'en');

    await signOut(page, 'en');
    kits.google.signInAs(other.email);
    await page.getByRole('button', { name: GOOGLE.en }).click();
    await expect(step).toBeVisible();
    await step.getByRole('button', { name: 'Use a recovery code' }).click();
    await step.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await step.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectShell(page, 'en');
  });
});
