// Journey (issue 5, "Done when" 1): completing the curriculum through the API takes the gauge above
// 75: home plays the confetti and shows the congratulation dialog, once (a reload shows it no more).
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn } from './helpers/app';
import { dashboardOf } from './helpers/dashboard';
import { apiSession } from './helpers/reports';

const gaugeChecked = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/gauge?update=false') && r.request().method() === 'POST');

test('crossing above 75 celebrates once', async ({ page, request }) => {
  const api = await apiSession(request);
  const before = await dashboardOf(request, api);
  expect(before.completion.total).toBeGreaterThan(0);
  expect(before.completion.total).toBeLessThanOrEqual(75);

  // a first visit of home: the total is seen, no celebration
  const firstCheck = gaugeChecked(page);
  await signIn(page);
  await firstCheck;
  await expect(
    page.getByRole('img', { name: `Profil complété à ${before.completion.total} %` }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const put = await request.put(`/api/assistants/${api.userId}/curriculum`, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      title: 'Assistante de direction',
      summary: 'Dix ans auprès de dirigeants de PME.',
      experienceYears: 10,
      languages: ['Français', 'Anglais'],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const after = await dashboardOf(request, api);
  expect(after.completion.total).toBeGreaterThan(75);

  const recorded = page.waitForResponse((r) => r.url().includes('/gauge?update=true') && r.ok());
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Bravo !' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('éligible à nos opportunités de mission');
  await expect(page.locator('canvas[data-confetti]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('h7-celebration.png') });
  await recorded;
  await dialog.getByRole('button', { name: 'Super !' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('img', { name: `Profil complété à ${after.completion.total} %` }),
  ).toBeVisible();
  // the confetti stops by itself (CONFETTI_MS)
  await expect(page.locator('canvas[data-confetti]')).toHaveCount(0, { timeout: 8000 });

  // once: a reload asks the server again, which says no
  const again = gaugeChecked(page);
  await page.reload();
  const answer = (await (await again).json()) as { celebrate: boolean };
  expect(answer.celebrate).toBe(false);
  await expect(
    page.getByRole('img', { name: `Profil complété à ${after.completion.total} %` }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Bravo !' })).toBeHidden();
});
