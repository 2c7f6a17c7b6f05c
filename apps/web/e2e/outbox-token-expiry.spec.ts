// Journey: the access token expires while offline; when the network returns the queued action is
// replayed after a single refresh, with the same idempotency key. Own server: 3 s access tokens.
import { expect, test } from '@playwright/test';
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

  const puts: { key: string | undefined; status?: number }[] = [];
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() === 'PUT' && req.url().includes('/preferences/fontSizeAugmentation')) {
      puts.push({ key: req.headers()['idempotency-key'], status: res.status() });
    }
  });
  await goOnline(context);
  await expect(page.getByText(/les actions en attente ont été traitées/i)).toBeVisible();
  expect(puts.map((p) => p.status)).toEqual([401, 200]);
  expect(new Set(puts.map((p) => p.key)).size).toBe(1);
  await page.goto(`${server.baseURL}/pending-actions`);
  await expect(page.getByText(/aucune action en attente/i)).toBeVisible();
});
