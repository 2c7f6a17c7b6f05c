// Journey at phone size, in English: a picture is refused as a CV (PDF only); then, with the network
// cut (the service worker's fetches too), a PDF CV is queued and shown 'awaiting connection', still
// there after a reload offline; back online it reaches the server exactly once (one CV, one file
// uploaded, read through the API) and downloads with the same bytes.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { smallPdf } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession } from './helpers/reports';
import { savedQueries } from './helpers/saved-cache';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;
/** Unique per run: the history search below finds this run's lines only. */
const RUN = `cvjourney${Date.now().toString(36)}`;
const NAME = `${RUN}.pdf`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** In-app navigation (no full load): the router follows a pushed history entry. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

type Log = { objectType: string; eventType: string; label: string };

/** The curriculum queries saved in the persisted query cache (what a reload offline shows). */
const persistedCurriculumQueries = async (page: Page): Promise<number> =>
  (await savedQueries(page)).filter((q) => q.queryKey[0] === 'curriculum').length;

test('a CV uploaded offline survives a reload and reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request, OTHER);
  await signIn(page, 'en', OTHER);
  await waitForServiceWorker(page);
  await navigateInApp(page, '/user/curriculum');
  await expect(page.getByRole('heading', { name: 'CV file (PDF)' })).toBeVisible();
  // the CV read (none yet, or an earlier run's)
  await expect(
    page.getByText('No CV uploaded yet.').or(page.getByRole('button', { name: /^Download the CV / })),
  ).toBeVisible();

  const input = page.getByLabel('CV file in PDF format');
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('alert').filter({ hasText: 'The CV must be a PDF file' })).toBeVisible();

  await goOffline(context);
  const pdf = smallPdf();
  await input.setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: pdf });
  const awaiting = page.locator('[data-cv-state="awaiting"]');
  await expect(awaiting).toContainText(NAME);
  await expect(awaiting).toContainText('Awaiting connection');
  await expect(page.getByText('The CV must be a PDF file')).toHaveCount(0);
  // the curriculum and CV read online are on disk before the reload (the cache is saved a moment after)
  await expect.poll(() => persistedCurriculumQueries(page)).toBe(2);

  await page.reload();
  // readable offline: the form from the saved copy, the queued CV from the outbox
  await expect(page.getByLabel('Job title')).toBeVisible();
  await expect(page.locator('[data-cv-state="awaiting"]')).toContainText(NAME);
  await expect(page.locator('[data-cv-state="awaiting"]')).toContainText('Awaiting connection');
  await page.screenshot({ path: test.info().outputPath('curriculum-cv-offline.png'), fullPage: true });

  await goOnline(context);
  const download = page.getByRole('button', { name: `Download the CV ${NAME}` });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-cv-state="awaiting"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('curriculum-cv-en.png'), fullPage: true });

  // the server: one CV, that file; one upload of it, one CV line in the history
  const cv = await request.get(`/api/assistants/${api.userId}/cv`, { headers: api.headers });
  expect(await cv.json()).toMatchObject({ cv: { name: NAME, size: pdf.length, type: 'application/pdf' } });
  const logs = await request.get(`/api/assistants/${api.userId}/logs?search=${RUN}&size=100`, {
    headers: api.headers,
  });
  expect(logs.status()).toBe(200);
  const list = ((await logs.json()) as { content: Log[] }).content;
  expect(list.filter((l) => l.objectType === 'FILE' && l.eventType === 'UPLOADED')).toHaveLength(1);
  expect(list.filter((l) => l.objectType === 'PROFILE')).toHaveLength(1);

  const downloaded = page.waitForEvent('download');
  await download.click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe(NAME);
  expect(Buffer.compare(await readFile(await file.path()), pdf)).toBe(0);
});
