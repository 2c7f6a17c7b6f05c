// Journey: the access token expires while offline; when the network returns the queued action is
// replayed after a single refresh, with the same idempotency key. Own server: 3 s access tokens.
import { expect, test } from './helpers/test';
import { DEMO, openAccountMenu, submitLogin, TEXT } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ RELAIS_ACCESS_TTL_SECONDS: '3' });
});
test.afterAll(async () => {
  await server.stop();
});

test('a token expired while offline: the queued action is replayed after one refresh', async ({
  page,
  context,
}) => {
  await page.goto(`${server.baseURL}/login`);
  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);

  await goOffline(context);
  await openAccountMenu(page);
  await page.getByRole('button', { name: TEXT.fr.fontLarger }).click();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(4000); // the 3 s token is now expired

  // every queued write replayed (opening the menu may also have queued the avatar badge's day), and
  // the refreshes: the first replayed write meets the expired token, one refresh, then all succeed
  const writes: { url: string; key: string | undefined; status: number }[] = [];
  const refreshes: number[] = [];
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() === 'PUT' && req.url().includes('/api/')) {
      writes.push({ url: req.url(), key: req.headers()['idempotency-key'], status: res.status() });
    }
    if (req.method() === 'POST' && req.url().includes('/api/auth/refreshToken')) refreshes.push(res.status());
  });
  await goOnline(context);
  await expect(page.getByText(/les actions en attente ont été traitées/i)).toBeVisible();
  expect(writes[0]?.status).toBe(401);
  expect(writes.filter((w) => w.status === 401)).toHaveLength(1);
  expect(refreshes[0]).toBe(200);
  const fontSize = writes.filter((w) => w.url.includes('/preferences/fontSizeAugmentation'));
  expect(fontSize.at(-1)?.status).toBe(200);
  expect(new Set(fontSize.map((p) => p.key)).size).toBe(1);
  expect(writes.filter((w) => w.status !== 401).every((w) => w.status === 200)).toBe(true);
  await page.goto(`${server.baseURL}/pending-actions`);
  await expect(page.getByText(/aucune action en attente/i)).toBeVisible();
});
