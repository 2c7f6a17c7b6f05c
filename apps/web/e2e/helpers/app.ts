// Page helpers for the journeys: accessible names of the real app, in French and English.
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@relais.test', password: 'relais-demo' } as const;

/** Texts the journeys look for, per language (the app follows the browser language). */
// Patterns rather than exact strings where wording may still be polished; each one is specific
// enough to match a single element of the screen it is used on.
export const TEXT = {
  fr: {
    email: /e-?mail/i,
    password: /^mot de passe$/i,
    signIn: /^se connecter$/i,
    wrongCredentials: /mot de passe incorrect/i,
    accountMenu: /^menu du compte/i,
    logout: /^(se déconnecter|déconnexion)$/i,
    notFound: /^page introuvable$/i,
    offline: /hors ligne/i,
    newVersion: /nouvelle version/i,
    refresh: /^(rafraîchir|actualiser|recharger)$/i,
    fontLarger: /^(agrandir|augmenter) la taille du texte$/i,
    fontReset: /^réinitialiser la taille du texte$/i,
  },
  en: {
    email: /e-?mail/i,
    password: /^password$/i,
    signIn: /^sign in$/i,
    wrongCredentials: /incorrect email or password/i,
    accountMenu: /^account menu/i,
    logout: /^(log out|sign out)$/i,
    notFound: /^page not found$/i,
    offline: /offline/i,
    newVersion: /new version downloaded/i,
    refresh: /^(refresh|reload)$/i,
    fontLarger: /^(increase|enlarge) text size$/i,
    fontReset: /^reset text size$/i,
  },
} as const;

export type Lang = keyof typeof TEXT;

export function loginForm(
  page: Page,
  lang: Lang = 'fr',
): { email: Locator; password: Locator; submit: Locator } {
  const t = TEXT[lang];
  return {
    email: page.getByRole('textbox', { name: t.email }),
    password: page.getByLabel(t.password),
    submit: page.getByRole('button', { name: t.signIn }),
  };
}

/** Fills the sign-in form (the page must show it) and submits. */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  lang: Lang = 'fr',
): Promise<void> {
  const form = loginForm(page, lang);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** Opens /login, signs in as the demo assistant and waits for the dashboard. */
export async function signIn(
  page: Page,
  lang: Lang = 'fr',
  account: { email: string; password: string } = DEMO,
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, account.password, lang);
  await expect(page).toHaveURL(/\/home$/);
  await expectShell(page, lang);
}

/** The signed-in shell is on screen: the bottom navigation and the account menu button. */
export async function expectShell(page: Page, lang: Lang = 'fr'): Promise<void> {
  await expect(
    page.getByRole('navigation', { name: lang === 'fr' ? /navigation principale/i : /main navigation/i }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT[lang].accountMenu })).toBeVisible();
}

export async function openAccountMenu(page: Page, lang: Lang = 'fr'): Promise<void> {
  await page.getByRole('button', { name: TEXT[lang].accountMenu }).first().click();
}

export async function signOut(page: Page, lang: Lang = 'fr'): Promise<void> {
  await openAccountMenu(page, lang);
  await page
    .getByRole('menuitem', { name: TEXT[lang].logout })
    .or(page.getByRole('button', { name: TEXT[lang].logout }))
    .first()
    .click();
  // An action still waiting (opening the menu records that its badge was seen) asks to confirm.
  const confirm = page.getByRole('dialog').getByRole('button', { name: TEXT[lang].logout });
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click();
    await expect(page).toHaveURL(/\/login/, { timeout: 1000 });
  }).toPass();
  // The URL changes before the sign-in screen replaces the last one (its code may still be loading).
  await expect(loginForm(page, lang).submit).toBeVisible();
}

/** Resolves once an activated service worker controls the page (the app shell is precached by then). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // `ready` resolves with an active worker, possibly still activating: wait for `activated` too.
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const worker = reg.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
  // The first install claims the page; a page loaded past the worker (hard reload) is taken by the next load.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** True when the page's registration has no waiting worker and an activated one. */
export function updateApplied(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return !!reg && !reg.waiting && !reg.installing && reg.active?.state === 'activated';
  });
}
