// Journey (issue 28): the provider's console. Staff sign in on /login and land on /staff (an
// assistant's path sends them there too); the navigation shows only the queues one may decide in
// (the finance member: invoices); an assistant opening /staff/... gets the not-found screen and the
// server refuses her the staff calls; the console's home has no axe violation at 1280 x 800, and reads
// at 768 x 1024. None of the console's code is fetched by the assistant.
import { expect, test } from './helpers/test';
import { axeViolations, overflow } from './helpers/axe';
import { signIn, waitForServiceWorker } from './helpers/app';
import { apiSession } from './helpers/reports';
import { ADMIN_STAFF, consoleNav, FINANCE_STAFF, signInStaff } from './helpers/staff';

test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

test('staff land on the console; the navigation follows their permissions; axe finds nothing', async ({
  page,
  request,
}) => {
  // the demo assistant writes to the team: one message waits for an answer
  const demo = await apiSession(request);
  const { recipients } = (await (
    await request.get(`/api/users/${demo.userId}/messages/recipients`, { headers: demo.headers })
  ).json()) as { recipients: { id: string; kind: string }[] };
  const sent = await request.post(`/api/users/${demo.userId}/messages`, {
    headers: { ...demo.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      receiverId: recipients.find((r) => r.kind === 'TEAM')?.id,
      subject: 'Question',
      content: '<p>Bonjour</p>',
      draft: false,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await signInStaff(page, 'fr', ADMIN_STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Travail en attente' })).toBeVisible();
  await expect(page).toHaveTitle('Travail en attente – Console du prestataire');
  const nav = consoleNav(page);
  for (const name of [
    'Accueil',
    'Assistantes',
    'Comptes rendus',
    'Documents',
    'Factures',
    'Devis',
    'Messagerie de l’équipe',
    'Journal d’audit',
  ])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Connecté·e : Support Relais Provider')).toBeVisible();
  // the team's inbox: her message, not answered yet
  await expect(page.getByTestId('queue-messages')).toHaveText(
    /^1 en attente · le plus ancien depuis (moins d’une minute|\d+ minutes?)$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('console-home.png') });

  // an assistant's screen is not theirs: the console instead
  await page.goto('/home');
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto('/staff/nowhere');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page introuvable dans la console' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInStaff(page, 'fr', FINANCE_STAFF);
  // the directory is every staff member's; the queues and the inbox their permissions'
  await expect(consoleNav(page).getByRole('link')).toHaveText(['Accueil', 'Assistantes', 'Factures']);
  await expect(page.getByTestId('queue-messages')).toHaveCount(0);
});

test('at 768 x 1024 the console reads without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInStaff(page, 'fr', ADMIN_STAFF);
  expect(await overflow(page)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);
});

test('an assistant opening /staff gets the not-found screen, no console code, and 403 from the staff calls', async ({
  page,
  request,
}) => {
  const consoleChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/console\//.test(r.url())) consoleChunks.push(r.url());
  });
  await signIn(page, 'fr');
  await page.goto('/staff/reports');
  await expect(page.getByRole('heading', { name: 'Page introuvable' }).first()).toBeVisible();
  const assistant = await apiSession(request);
  expect((await request.get('/api/staff/me', { headers: assistant.headers })).status()).toBe(403);
  const finance = await apiSession(request, FINANCE_STAFF);
  expect((await request.get('/api/staff/me', { headers: finance.headers })).status()).toBe(200);
  expect(consoleChunks).toEqual([]);
  // nor does her service worker keep it for offline use: the precache holds the app, not the console
  await waitForServiceWorker(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(20);
  expect(cached.filter((u) => u.startsWith('/assets/console/'))).toEqual([]);
});
