// Journey: with a geocoder configured (GEOCODER=ban against a local fake of the address API on a
// free port), typing an address lists suggestions; choosing one fills address, zip code, city and
// country, and the coordinates are saved with them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './helpers/test';
import { submitLogin } from './helpers/app';
import { startServer, type RunningServer } from './helpers/server';

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;

/** api-adresse.data.gouv.fr's answer for "8 bd du port", as the provider sends it. */
const feature = (label: string, name: string, postcode: string, city: string, lon: number, lat: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: { label, score: 0.49, type: 'housenumber', name, postcode, city, context: '' },
});
const ANSWER = {
  type: 'FeatureCollection',
  version: 'draft',
  features: [
    feature(
      '8 Boulevard du Port 80000 Amiens',
      '8 Boulevard du Port',
      '80000',
      'Amiens',
      2.290084,
      49.897443,
    ),
    feature('8 Rue du Port 56100 Lorient', '8 Rue du Port', '56100', 'Lorient', -3.366, 47.748),
  ],
  attribution: 'BAN',
  licence: 'ETALAB-2.0',
  query: '8 bd du port',
  limit: 5,
};

let provider: Server;
let server: RunningServer;

test.beforeAll(async () => {
  provider = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/search/') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ANSWER));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  server = await startServer({ GEOCODER: 'ban', GEOCODER_URL: `http://127.0.0.1:${port}` });
});
test.afterAll(async () => {
  await server.stop();
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

test('a suggestion chosen from the list fills the address fields', async ({ page, request }) => {
  await page.goto(`${server.baseURL}/login`);
  await submitLogin(page, OTHER.email, OTHER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${server.baseURL}/user/account`);

  const address = page.getByRole('combobox', { name: 'Adresse' });
  await address.fill('8 bd du port');
  const list = page.getByRole('listbox', { name: 'Adresses proposées' });
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(address).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: test.info().outputPath('account-address-suggestions.png') });

  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue('8 Boulevard du Port');
  await expect(page.getByLabel('Code postal')).toHaveValue('80000');
  await expect(page.getByLabel('Ville')).toHaveValue('Amiens');
  await expect(page.getByLabel('Pays')).toHaveValue('France');
  await expect(list).toBeHidden();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Informations enregistrées', { exact: true })).toBeVisible();
  const signIn = await request.post(`${server.baseURL}/api/auth/signin/assistant`, {
    data: { username: OTHER.email, password: OTHER.password },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const me = await request.get(`${server.baseURL}/api/assistants/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await me.json()).toMatchObject({
    address: '8 Boulevard du Port',
    zipCode: '80000',
    city: 'Amiens',
    latitude: 49.897443,
    longitude: 2.290084,
  });
});
