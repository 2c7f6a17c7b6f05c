// Journeys of the account screen at phone size, on a server of their own (the last one deletes an
// account, so no other spec shares this database):
// - French: the avatar badge's day is kept on the server: opened on one device, gone on another;
// - French: change the avatar (pick, crop to a square, upload) and see it in the header; remove it
//   and see the initials;
// - French, offline: a new picture shows at once, waits in the outbox, and reaches the server once
//   the connection is back;
// - English: download my data (a ZIP with its entries), delete the account with its confirmation
//   (a wrong password first), land on the login page, and fail to sign in with it.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { TEXT, signIn, submitLogin, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';
import { pickGeneratedPhoto } from './helpers/reports';
import { test } from './helpers/test';

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;

const menuButton = (page: Page, lang: 'fr' | 'en' = 'fr') =>
  page.getByRole('button', { name: TEXT[lang].accountMenu }).first();

test('the avatar badge, cleared on one device, is gone on another', async ({ browser, server }) => {
  const first = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 } });
  const phone = await first.newPage();
  await signIn(phone);
  await expect(menuButton(phone)).toHaveAccessibleName(/nouveautés/i);
  const saved = phone.waitForResponse(
    (r) => /\/api\/users\/[^/]+\/avatar-badge$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await menuButton(phone).click();
  expect((await saved).status()).toBe(200);
  await phone.keyboard.press('Escape');
  await expect(menuButton(phone)).toHaveAccessibleName(/^menu du compte$/i);

  const second = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 } });
  const tablet = await second.newPage();
  await signIn(tablet);
  await expect(menuButton(tablet)).toHaveAccessibleName(/^menu du compte$/i);
  await first.close();
  await second.close();
});

test('changes the avatar with a square crop, sees it in the header, removes it and sees the initials', async ({
  page,
}) => {
  await signIn(page);
  const header = menuButton(page);
  await expect(header.getByTestId('avatar-initials')).toHaveAttribute('data-initials', /^\p{Lu}{1,2}$/u);

  await page.goto('/user/account');
  await expect(page.getByRole('heading', { name: 'Photo de profil' })).toBeVisible();
  await pickGeneratedPhoto(page.locator('input[type="file"]'), {
    width: 900,
    height: 600,
    name: 'portrait.jpg',
  });
  const dialog = page.getByRole('dialog', { name: 'Recadrer la photo' });
  await expect(dialog).toBeVisible();
  const area = dialog.getByTestId('avatar-crop');
  const box = await area.boundingBox();
  if (!box) throw new Error('no crop area');
  await page.screenshot({ path: test.info().outputPath('crop.png') });
  // zoom in, then drag the picture to the left
  await dialog.getByRole('slider', { name: 'Zoom' }).fill('2');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await area.focus();
  await page.keyboard.press('ArrowUp');

  const uploaded = page.waitForResponse(
    (r) => /\/api\/files$/.test(r.url()) && r.request().method() === 'POST',
  );
  const set = page.waitForResponse(
    (r) => /\/api\/users\/[^/]+\/picture$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Utiliser cette photo' }).click();
  expect((await uploaded).status()).toBe(200);
  expect((await set).status()).toBe(200);
  await expect(page.getByText('Photo de profil enregistrée')).toBeVisible();

  // the header shows the picture, square, as the server serves it (after a reload too)
  await page.reload();
  const picture = menuButton(page).locator('img');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^data:image\/jpeg/);
  const size = await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([320, 320]);
  await expect(page.getByRole('img', { name: /^Photo de / })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-fr.png') });

  const removed = page.waitForResponse(
    (r) => /\/api\/users\/[^/]+\/picture$/.test(r.url()) && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Retirer la photo' }).click();
  expect((await removed).status()).toBe(200);
  await expect(menuButton(page).locator('img')).toHaveCount(0);
  await expect(menuButton(page).getByTestId('avatar-initials')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Initiales de / })).toBeVisible();
});

test('a picture changed offline shows at once and reaches the server when the connection is back', async ({
  page,
  context,
}) => {
  await signIn(page);
  await waitForServiceWorker(page);
  await page.goto('/user/account');
  await expect(page.getByRole('heading', { name: 'Photo de profil' })).toBeVisible();
  const sets: number[] = [];
  page.on('response', (r) => {
    if (/\/api\/users\/[^/]+\/picture$/.test(r.url()) && r.request().method() === 'PUT')
      sets.push(r.status());
  });

  await goOffline(context);
  await pickGeneratedPhoto(page.locator('input[type="file"]'), {
    width: 500,
    height: 800,
    name: 'selfie.jpg',
  });
  const dialog = page.getByRole('dialog', { name: 'Recadrer la photo' });
  await dialog.getByRole('button', { name: 'Utiliser cette photo' }).click();
  await expect(page.getByText('La photo de profil sera envoyée au retour de la connexion')).toBeVisible();
  await expect(menuButton(page).locator('img')).toHaveAttribute('src', /^data:image\/jpeg/);
  expect(sets).toEqual([]);

  const arrived = page.waitForResponse(
    (r) => /\/api\/users\/[^/]+\/picture$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await goOnline(context);
  expect((await arrived).status()).toBe(200);
  await page.reload();
  await expect(menuButton(page).locator('img')).toHaveAttribute('src', /^data:image\/jpeg/);
  expect(sets).toEqual([200]);
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('downloads the data, deletes the account after confirming, and cannot sign in with it any more', async ({
    page,
  }) => {
    await signIn(page, 'en', OTHER);
    await page.goto('/user/account');
    await expect(page.getByRole('heading', { name: 'My data' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^relais-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const names = zip.toString('latin1');
    for (const entry of [
      'README.txt',
      'data/profile.json',
      'data/interventions.json',
      'data/invoices.json',
    ]) {
      expect(names).toContain(entry);
    }

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('What is kept')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download my data first' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('delete-en.png') });
    const password = dialog.getByLabel('Your password, to confirm');
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog.getByText('The password is not right')).toBeVisible();
    await expect(password).toHaveValue('not-my-password');

    await password.fill(OTHER.password);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();

    await submitLogin(page, OTHER.email, OTHER.password, 'en');
    await expect(page.getByText(TEXT.en.wrongCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
