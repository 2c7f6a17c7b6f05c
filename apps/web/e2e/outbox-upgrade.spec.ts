// Journey of a deploy with actions still queued: records written in IndexedDB by an earlier build
// meet this one. One written before records had a version (version 1) is sent as it is; one whose
// body's version is older than its action's (and cannot be upgraded) is parked with the translated
// message, kept across a reload, never sent, until the user discards it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './helpers/app';
import { apiSession, type ApiSession } from './helpers/reports';
import { test } from './helpers/test';

// its own server: the demo user's text size changes here

const OUTDATED =
  "Mise en attente par une ancienne version de l'application, cette action ne peut plus être envoyée : supprimez-la et refaites-la.";

async function serverFontSize(request: APIRequestContext, api: ApiSession): Promise<string | undefined> {
  const prefs = await request.get(`/api/users/${api.userId}/preferences`, { headers: api.headers });
  return ((await prefs.json()) as Record<string, string | undefined>)['fontSizeAugmentation'];
}

/**
 * Writes records into the app's outbox (IndexedDB `relais-outbox`, store `outbox`) from a page of
 * the origin where the app does not run (an API answer), so no engine reads it meanwhile.
 */
async function plantRecords(page: Page, records: Record<string, unknown>[]): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('relais-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('outbox', { keyPath: 'id' });
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          for (const row of rows) tx.objectStore('outbox').put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    records,
  );
}

test('records of an earlier build: sent when their version still fits, parked with the message when not', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  await signIn(page);
  const now = Date.now();
  const record = { state: 'waiting', attempts: 0, lastError: null, userId: api.userId, files: [] };
  await plantRecords(page, [
    // written by the build before versions: no `version` field (version 1, today's text-size body)
    {
      ...record,
      id: 'e2e-previous-build',
      seq: now * 1000,
      createdAt: now,
      type: 'preferences.fontSize',
      body: { userId: api.userId, value: '2' },
      idempotencyKey: crypto.randomUUID(),
    },
    // a body of version 0 of the text-size action, which this build cannot upgrade
    {
      ...record,
      id: 'e2e-older-body',
      seq: now * 1000 + 1,
      createdAt: now,
      type: 'preferences.fontSize',
      version: 0,
      body: { user: api.userId, step: 4 },
      idempotencyKey: crypto.randomUUID(),
    },
  ]);

  await page.goto('/pending-actions');
  await expect.poll(() => serverFontSize(request, api)).toBe('2');
  const items = page.getByRole('region', { name: 'Actions en attente' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(/à revoir/i);
  await expect(items.first().getByRole('alert')).toHaveText(OUTDATED);

  // kept: still there after a reload, and never sent
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole('alert')).toHaveText(OUTDATED);
  expect(await serverFontSize(request, api)).toBe('2');

  // the user discards it
  await page
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^supprimer$/i })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^supprimer$/i })
    .click();
  await expect(page.getByText(/aucune action en attente/i)).toBeVisible();
});
