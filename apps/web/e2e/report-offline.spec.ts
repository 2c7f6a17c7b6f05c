// Journey at phone size, offline: the demo assistant opens a past visit's report, loses the
// network, writes it with TWO photo proofs; a reload keeps what was typed (the draft, proofs
// included); sent offline it waits in the outbox marked 'awaiting connection' and survives another
// reload; back online the server holds exactly one report for that visit, with its two files.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession, fillTask, pickGeneratedPhoto, reportOf, visitAwaitingReport } from './helpers/reports';

test.use({ viewport: { width: 390, height: 844 } });

/** In-app navigation (no full load): the router follows a pushed history entry. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** How many picked proofs the saved draft of this visit holds (read from IndexedDB). */
const draftProofs = (page: Page, visitId: string): Promise<number> =>
  page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('relais-report-drafts');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB'));
    });
    if (!db.objectStoreNames.contains('drafts')) return 0;
    const all = await new Promise<unknown[]>((resolve) => {
      const req = db.transaction('drafts').objectStore('drafts').getAll();
      req.onsuccess = () => resolve(req.result as unknown[]);
      req.onerror = () => resolve([]);
    });
    db.close();
    const draft = all.find((r) => (r as { key: string }).key === `visit:${id}`) as
      | { data: { values: { expenses: { proof: { kind: string; file?: { data: ArrayBuffer } } | null }[] } } }
      | undefined;
    return (draft?.data.values.expenses ?? []).filter(
      (e) => e.proof?.kind === 'local' && (e.proof.file?.data.byteLength ?? 0) > 0,
    ).length;
  }, visitId);

test('a report written offline with two photos survives reloads and reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  const visit = await visitAwaitingReport(request, api);
  await signIn(page);
  await waitForServiceWorker(page);
  await navigateInApp(page, `/visit/report/edit/${visit.id}`);
  await expect(page.getByRole('heading', { name: 'Prestations' })).toBeVisible();

  await goOffline(context);
  await fillTask(page, 'Classement', 'Classement et archivage', '2', '');
  await fillTask(page, 'Agenda', 'Organisation de réunions', '', '30');
  await page.getByLabel('Commentaire public').fill('Visite écourtée, client absent l’après-midi.');
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Ajouter une dépense' }).click();
    await page.getByLabel(`Libellé de la dépense ${n}`).fill(n === 1 ? 'Parking' : 'Repas');
    await page.getByLabel(`Montant de la dépense ${n} (€)`).fill(n === 1 ? '6' : '14,90');
    await pickGeneratedPhoto(page.getByLabel(`Fichier justificatif : Dépense ${n}`), {
      width: 1600,
      height: 1200,
      name: `preuve-${n}.jpg`,
    });
    await expect(page.getByText(`Justificatif : preuve-${n}.jpg`)).toBeVisible({ timeout: 30_000 });
  }
  await page.getByLabel('Kilomètres', { exact: true }).fill('31');

  // the draft, with both proofs, is on disk: a reload (or a killed app) loses nothing
  await expect.poll(() => draftProofs(page, visit.id)).toBe(2);
  await page.reload();
  await expect(page.getByLabel('Heures : Classement et archivage')).toHaveValue('2');
  await expect(page.getByLabel('Minutes : Organisation de réunions')).toHaveValue('30');
  await expect(page.getByText('Justificatif : preuve-1.jpg')).toBeVisible();
  await expect(page.getByText('Justificatif : preuve-2.jpg')).toBeVisible();
  await expect(page.getByLabel('Kilomètres', { exact: true })).toHaveValue('31');
  await page.screenshot({ path: test.info().outputPath('report-editor-top.png') });
  await page.getByRole('button', { name: 'Ajouter une dépense' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('report-editor-expenses.png') });

  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(page).toHaveURL(new RegExp(`/visit/report/view/${visit.id}$`));
  await expect(page.locator('[data-report-icon="awaiting_connection"]')).toBeVisible();
  await expect(page.getByText('Classement et archivage')).toBeVisible();
  await expect.poll(() => draftProofs(page, visit.id)).toBe(0);

  await page.reload();
  await expect(page.locator('[data-report-icon="awaiting_connection"]')).toBeVisible();
  await expect(page.getByText('Organisation de réunions')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('report-view-offline.png') });

  await goOnline(context);
  await expect(page.locator('[data-report-icon="awaiting_validation"]')).toBeVisible({ timeout: 30_000 });

  const report = await reportOf(request, api, visit.id);
  expect(report.status).toBe('PENDING');
  expect(report.realDuration).toBe(150);
  expect(report.files).toHaveLength(2);
  const proofIds = report.expenseLineRequestList
    .filter((l) => l.kind === 'EXPENSE')
    .map((l) => l.expenseFileName);
  expect(new Set(proofIds)).toEqual(new Set(report.files.map((f) => f.id)));
  await expect(page.getByRole('link', { name: /Voir le justificatif preuve-1\.jpg/ })).toBeVisible();
});
