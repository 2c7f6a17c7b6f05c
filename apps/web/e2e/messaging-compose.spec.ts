// Journeys of writing messages at phone size (issue 16): a draft written, the page killed, the
// create screen opened again finds the text and the attachment; a message sent with an attachment
// (the server holds it with its file, read through the API); a message composed OFFLINE with two
// attachments, the page reloaded offline, the network back: the server holds ONE message with TWO
// files at indexes 0 and 1. Each run's subjects are unique, so the API searches find its messages only.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, waitForServiceWorker } from './helpers/app';
import { smallPdf } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession, type ApiSession } from './helpers/reports';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

const RUN = `compose${Date.now().toString(36)}`;

type Summary = { id: string; subject: string; fileCount: number; draft: boolean };
type ServerMessage = {
  id: string;
  subject: string;
  content: string;
  draft: boolean;
  files: { id: string; index: number; name: string; size: number; type: string }[];
};

const listOf = async (
  request: APIRequestContext,
  api: ApiSession,
  type: 'sent' | 'draft',
  search: string,
): Promise<Summary[]> => {
  const res = await request.get(
    `/api/users/${api.userId}/messages/type/${type}?search=${encodeURIComponent(search)}&size=100`,
    { headers: api.headers },
  );
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: Summary[] }).content;
};

const messageOf = async (request: APIRequestContext, api: ApiSession, id: string): Promise<ServerMessage> => {
  const res = await request.get(`/api/users/${api.userId}/messages/${id}`, { headers: api.headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ServerMessage;
};

/** In-app navigation (no full load): the router follows a pushed history entry. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The device draft of the create screen as IndexedDB holds it (what survives a killed page). */
const deviceDraft = (page: Page, userId: string) =>
  page.evaluate(
    (id) =>
      new Promise<{ subject: string; content: string; files: string[] } | null>((resolve, reject) => {
        const open = indexedDB.open('relais-report-drafts');
        open.onerror = () => reject(new Error('no draft database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(null);
          const get = db.transaction('drafts').objectStore('drafts').get(id);
          get.onsuccess = () => {
            const data = (get.result as { data?: { values?: Record<string, unknown> } } | undefined)?.data
              ?.values;
            if (!data) return resolve(null);
            const attachments = data.attachments as { file?: { name: string } }[];
            resolve({
              subject: String(data.subject),
              content: String(data.content),
              files: attachments.map((a) => a.file?.name ?? ''),
            });
          };
          get.onerror = () => reject(new Error('draft read failed'));
        };
      }),
    `${userId}|message:new`,
  );

const chooseRecipient = async (page: Page) => {
  const select = page.getByLabel('To', { exact: true });
  await expect(select).toBeVisible();
  // the provider's team at least; chosen already when it is the only recipient
  await expect(select.locator('option:not([value=""])').first()).toBeAttached();
  if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
};

const attach = async (page: Page, name: string) => {
  await page
    .getByLabel('Add a file')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
};

const write = async (page: Page, subject: string, body: string) => {
  await chooseRecipient(page);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const editor = page.getByRole('textbox', { name: 'Message', exact: true });
  await editor.click();
  await page.keyboard.type(body);
};

test('a draft survives a killed page: text and attachment come back on the create screen', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  await signIn(page, 'en');
  await navigateInApp(page, '/messaging/create');
  await expect(
    page.getByRole('heading', { name: 'New message' }).or(page.getByText('New message')),
  ).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Text formatting' })).toBeVisible();
  const subject = `${RUN} draft`;
  await write(page, subject, 'Hello, here is ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('my planning');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await attach(page, `${RUN}-planning.pdf`);
  await page.screenshot({ path: test.info().outputPath('compose-draft-en.png'), fullPage: true });
  // written to the device as typed
  await expect
    .poll(() => deviceDraft(page, api.userId))
    .toEqual({
      subject,
      content: '<p>Hello, here is <b>my planning</b></p>',
      files: [`${RUN}-planning.pdf`],
    });

  // the app killed: the page closed as it is, a new one opened on the create screen
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto('/messaging/create');
  await expect(again.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(again.getByRole('textbox', { name: 'Message', exact: true })).toContainText(
    'Hello, here is my planning',
  );
  await expect(again.getByRole('textbox', { name: 'Message', exact: true }).locator('b')).toHaveText(
    'my planning',
  );
  await expect(again.getByRole('button', { name: `Remove ${RUN}-planning.pdf` })).toBeVisible();

  // saved on the server too (on a pause in the typing, or when the page went away)
  await expect
    .poll(async () => (await listOf(request, api, 'draft', subject)).length, { timeout: 30_000 })
    .toBe(1);
  const [line] = await listOf(request, api, 'draft', subject);
  const draft = await messageOf(request, api, line?.id ?? '');
  expect(draft.draft).toBe(true);
  expect(draft.files.map((f) => [f.index, f.name])).toEqual([[0, `${RUN}-planning.pdf`]]);

  // the server draft opens with its text and attachment
  await again.goto(`/messaging/edit/${draft.id}`);
  await expect(again.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(again.getByRole('button', { name: `Remove ${RUN}-planning.pdf` })).toBeVisible();
  await again.screenshot({ path: test.info().outputPath('compose-edit-en.png'), fullPage: true });

  // deleted: gone from the server and from the device
  await again.getByRole('button', { name: 'Delete the draft' }).click();
  await again.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(again).toHaveURL(/\/messaging\/drafts$/);
  await expect.poll(async () => (await listOf(request, api, 'draft', subject)).length).toBe(0);
});

test('a message sent with an attachment reaches the server with its file', async ({ page, request }) => {
  const api = await apiSession(request);
  await signIn(page, 'en');
  await navigateInApp(page, '/messaging/create');
  // the rules first: nothing sent without a recipient choice, a subject and words
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter a subject')).toBeVisible();
  await expect(page.getByText('Write your message')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('compose-errors-en.png'), fullPage: true });

  const subject = `${RUN} sent`;
  await write(page, subject, 'Please find my certificate attached.');
  await attach(page, `${RUN}-certificate.pdf`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/messaging\/sent$/);
  await expect(page.getByText('Message sent')).toBeVisible();

  const sent = await listOf(request, api, 'sent', subject);
  expect(sent).toHaveLength(1);
  const message = await messageOf(request, api, sent[0]?.id ?? '');
  expect(message).toMatchObject({
    subject,
    draft: false,
    content: '<p>Please find my certificate attached.</p>',
  });
  expect(message.files.map((f) => [f.index, f.name, f.size])).toEqual([
    [0, `${RUN}-certificate.pdf`, smallPdf().length],
  ]);
  expect(await listOf(request, api, 'draft', subject)).toHaveLength(0);
});

test('a message composed offline with two attachments reaches the server once, with both files', async ({
  page,
  context,
  request,
}) => {
  const api = await apiSession(request);
  await signIn(page, 'en');
  await waitForServiceWorker(page);
  await navigateInApp(page, '/messaging/create');
  // the recipients are read once online (then kept in the saved cache)
  await chooseRecipient(page);

  await goOffline(context);
  const subject = `${RUN} offline`;
  await write(page, subject, 'Written without a connection.');
  await attach(page, `${RUN}-first.pdf`);
  await attach(page, `${RUN}-second.pdf`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/messaging\/sent$/);
  await expect(page.getByText('Message saved: it will be sent when the connection is back')).toBeVisible({
    timeout: 20_000,
  });

  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await goOnline(context);

  await expect
    .poll(async () => (await listOf(request, api, 'sent', subject)).map((m) => m.fileCount), {
      timeout: 30_000,
    })
    .toEqual([2]);
  const [line] = await listOf(request, api, 'sent', subject);
  const message = await messageOf(request, api, line?.id ?? '');
  expect(message.draft).toBe(false);
  expect(message.files.map((f) => [f.index, f.name])).toEqual([
    [0, `${RUN}-first.pdf`],
    [1, `${RUN}-second.pdf`],
  ]);
  // no other message of this run: no duplicate, no draft left behind
  expect(await listOf(request, api, 'draft', subject)).toHaveLength(0);
});

test('the editor: lists, a link, pasted HTML cleaned to the allowed tags, the toolbar by keyboard', async ({
  page,
}) => {
  await signIn(page, 'en');
  await navigateInApp(page, '/messaging/create');
  const editor = page.getByRole('textbox', { name: 'Message', exact: true });
  await editor.click();
  await page.keyboard.type('Items');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Shift+8');
  await page.keyboard.type('first');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second');
  await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // a link typed in the link field (Ctrl+K), a bare address gets https://
  await page.keyboard.press('Control+K');
  await page.getByLabel('Link address (web or e-mail)').fill('relais.example/aide');
  await page.keyboard.press('Enter');
  await expect(editor.locator('a[href="https://relais.example/aide"]')).toHaveText('relais.example/aide');
  // pasted HTML: only the allowed tags come in
  await editor.evaluate((el) => {
    el.focus();
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h1 style="color:red">Title</h1><p onclick="alert(1)"><strong>strong</strong> <img src=x onerror="window.__xss=1">text <a href="javascript:alert(1)">bad link</a></p><script>window.__xss=2</script>',
    );
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor).toContainText('bad link');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(editor.locator('img, script, h1, [onclick], [style], a[href^="javascript"]')).toHaveCount(0);
  await expect(editor.locator('ul li')).toHaveText(['first', 'second']);
  // the toolbar is one tab stop; arrows move along it
  const bold = page.getByRole('button', { name: 'Bold' });
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Link' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('compose-editor-en.png'), fullPage: true });
});

test('a reply goes to the sender, its subject "Re: ..." once', async ({ page, request }) => {
  const api = await apiSession(request);
  const res = await request.get(`/api/users/${api.userId}/messages/type/received?size=100`, {
    headers: api.headers,
  });
  expect(res.status()).toBe(200);
  const received = ((await res.json()) as { content: (Summary & { sender: { id: string } })[] }).content;
  const answered = received[0];
  expect(answered).toBeDefined();
  await signIn(page, 'en');
  await navigateInApp(page, `/messaging/create?replyTo=${answered?.id ?? ''}`);
  const bare = (answered?.subject ?? '').replace(/^\s*(re\s*:\s*)+/i, '');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${bare}`);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(answered?.sender.id ?? '');
  await page.screenshot({ path: test.info().outputPath('compose-reply-en.png'), fullPage: true });
});

test('the compose screen in French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'fr');
  await navigateInApp(page, '/messaging/create');
  await expect(page.getByRole('toolbar', { name: 'Mise en forme du texte' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Saisissez un objet')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('compose-errors-fr.png'), fullPage: true });
  await page.getByRole('textbox', { name: 'Objet' }).fill('Attestation de formation');
  await page.getByLabel('Ajouter un fichier').setInputFiles({
    name: 'attestation-formation-premiers-secours-2026.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await expect(
    page.getByRole('button', { name: 'Retirer attestation-formation-premiers-secours-2026.pdf' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer le brouillon' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('compose-filled-fr.png'), fullPage: true });
  await context.close();
});
