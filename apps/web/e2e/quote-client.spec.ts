// Journeys at phone size on a server of their own (what they answer is seen by no other journey):
// a client opens a signed quote link with no session, the shell hidden, and accepts the quote; the
// assistant then sees it accepted on the mission page. A client user signs in (no academy nor
// avatar badge, no assistant navigation), approves a premium request, and the assistant uses the
// premium services in that intervention's report. French and English screenshots.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, signOut, submitLogin } from './helpers/app';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testWithOwnServer } from './helpers/own-server';
import { apiSession, fillTask, reportOf, type ApiSession } from './helpers/reports';

// the server's clock is the system time plus the milliseconds in this file (0 until a journey moves it)
const clockFile = join(mkdtempSync(join(tmpdir(), 'relais-quote-clock-')), 'offset');
writeFileSync(clockFile, '0');
const test = testWithOwnServer({ RELAIS_CLOCK_OFFSET_FILE: clockFile });

test.use({ viewport: { width: 390, height: 844 } });

const CLIENT = { email: 'client@relais.test', password: 'relais-demo' } as const;
const STAFF = { email: 'support@relais-provider.test', password: 'relais-demo' } as const;

type QuoteLine = { id: string; number: string; status: string; clientId: string };

const json = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
};

/** The demo client's PROPOSED quote and a signed link for it, made by staff. */
async function quoteLink(request: APIRequestContext): Promise<{ quote: QuoteLine; path: string }> {
  const client = await apiSession(request, CLIENT);
  const quotes = await json<QuoteLine[]>(
    await request.get('/api/client/quotes', { headers: client.headers }),
  );
  const quote = quotes.find((q) => q.status === 'PROPOSED');
  if (!quote) throw new Error('the seed needs a proposed quote for the demo client');
  const staff = await apiSession(request, STAFF);
  const link = await json<{ path: string }>(
    await request.post(`/api/staff/quotes/${quote.id}/link`, {
      headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    }),
  );
  return { quote, path: link.path };
}

/** No header, drawer, bottom navigation nor logged-out banner (spec 2 on /quote paths). */
async function expectNoShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /menu du compte|account menu/i })).toHaveCount(0);
  await expect(page.getByText(/Maximisez votre visibilité|Maximise your visibility/)).toHaveCount(0);
}

test('the quote page in English, and a wrong link says so', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { quote, path } = await quoteLink(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote' })).toBeVisible();
  await expect(page.getByText(`No. ${quote.number}`)).toBeVisible();
  await expectNoShell(page);
  await expect(page.getByText('Total incl. tax')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refuse the quote' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('quote-link-en.png'), fullPage: true });
  await page.goto(`/quote/${quote.id}?token=not-a-link`);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await context.close();
});

test('a client accepts a quote from its signed link, shell hidden; the assistant sees it accepted', async ({
  page,
  request,
}) => {
  const { quote, path } = await quoteLink(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  await expect(page.getByText(`N° ${quote.number}`)).toBeVisible();
  await expectNoShell(page);
  await expect(page.getByText('Services premium : inventaire annuel').first()).toBeVisible();
  await expect(page.getByText(/540,00\s€/)).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Proposé');
  await page.screenshot({ path: test.info().outputPath('quote-link-fr.png'), fullPage: true });

  await page.getByRole('button', { name: 'Accepter le devis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accepter ce devis ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accepter le devis' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Accepté');
  await expect(page.getByRole('status').filter({ hasText: /^Accepté le / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accepter le devis' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('quote-link-accepted-fr.png'), fullPage: true });

  // the assistant's mission page shows the client's answer
  await signIn(page);
  await page.goto(`/activity/missions/${quote.clientId}`);
  const quotes = page.getByRole('region', { name: 'Devis' });
  await expect(quotes.getByText(`${quote.number} – Services premium : inventaire annuel`)).toBeVisible();
  await expect(quotes.getByTestId('quote-answer')).toHaveText(
    /^Réponse du client : Accepté le \d\d\/\d\d\/\d{4}$/,
  );
  await quotes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('quote-mission-fr.png') });
});

const parisDate = (offsetDays: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/**
 * A visit of the demo assistant at the client offering premium services, with premium asked
 * (WAITING): planned tomorrow 10:00 (a visit is planned ahead); the journey then moves the server's
 * and the browser's clocks past its start to write its report.
 */
async function visitWithPremiumAsked(request: APIRequestContext, api: ApiSession, clientId: string) {
  const day = parisDate(1);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(/.*GMT/, '');
  const startDate = `${day}T10:00:00${offset}`;
  const created = await json<{ created: { id: string }[]; refused: unknown[] }>(
    await request.post(`/api/assistants/${api.userId}/visits`, {
      headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        clientId,
        startDate,
        duration: 60,
        label: 'Inventaire de la réserve',
      },
    }),
  );
  const visit = created.created[0];
  if (!visit) throw new Error(`the visit was refused: ${JSON.stringify(created.refused)}`);
  const asked = await json<{ state: string }>(
    await request.post(`/api/assistants/${api.userId}/events/${visit.id}/premium`, {
      headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    }),
  );
  expect(asked.state).toBe('WAITING');
  return { ...visit, start: new Date(startDate) };
}

test('a client user approves a premium request; the assistant uses premium services in the report', async ({
  page,
  request,
}) => {
  const api = await apiSession(request);
  const client = await apiSession(request, CLIENT);
  const [someQuote] = await json<QuoteLine[]>(
    await request.get('/api/client/quotes', { headers: client.headers }),
  );
  const clientId = someQuote?.clientId ?? '';
  const visit = await visitWithPremiumAsked(request, api, clientId);

  // the client user signs in on the same screen, and lands on its own home
  await page.goto('/login');
  await submitLogin(page, CLIENT.email, CLIENT.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Bonjour Hélène !' })).toBeVisible();
  // the header shows, with no avatar badge; no academy badge, no assistant navigation nor loyalty
  await expect(page.getByRole('button', { name: 'Menu du compte', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /navigation principale/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /fidélité/i })).toHaveCount(0);
  await expect(page.getByText(/academy/i)).toHaveCount(0);
  // an assistant's screen sends it home
  await page.goto('/availability');
  await expect(page).toHaveURL(/\/home$/);

  const request_ = page.getByRole('listitem').filter({ hasText: 'Inventaire de la réserve' });
  await expect(request_).toContainText('Camille Durand');
  await page.screenshot({ path: test.info().outputPath('client-home-fr.png'), fullPage: true });
  await request_.getByRole('button', { name: 'Accepter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accepter les services premium ?' });
  await dialog.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Votre réponse a été envoyée')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Inventaire de la réserve' })).toHaveCount(0);

  // the client's quotes open on the quote page, shell hidden, for the signed-in client too
  await page
    .getByRole('link', { name: /^DV-\d{6}-\d{3} – / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/quote\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  await expectNoShell(page);

  // the assistant writes the report with premium services, once the visit has started: the server's
  // and the browser's clocks move a minute past its start
  const later = new Date(visit.start.getTime() + 60_000);
  writeFileSync(clockFile, String(later.getTime() - Date.now()));
  await page.clock.install({ time: later });
  await page.goto('/home');
  await signOut(page);
  await signIn(page);
  await page.goto(`/visit/report/edit/${visit.id}`);
  const premium = page.getByRole('region', { name: 'Services premium' });
  await expect(premium.getByText('Services premium acceptés par le client.')).toBeVisible();
  await fillTask(page, 'Accueil', 'Accueil physique des visiteurs', '', '30');
  await premium.getByLabel('Tarif premium').selectOption({ index: 1 });
  const group = premium
    .locator('details', { has: page.locator('summary', { hasText: 'Facturation' }) })
    .first();
  const others = premium.locator('details[data-task-groups="others"] > summary');
  if (!(await group.isVisible())) await others.click();
  if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator('summary').click();
  await premium.getByLabel('Minutes : Recouvrement contentieux', { exact: true }).fill('30');
  await page.getByLabel('Commentaire public').fill('Inventaire fait avec la gérante.');
  await page.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(page).toHaveURL(new RegExp(`/visit/report/view/${visit.id}$`));
  await expect(page.getByText('Recouvrement contentieux')).toBeVisible();
  const report = (await reportOf(request, await apiSession(request), visit.id)) as unknown as {
    reportPremiumTaskRequestList: { duration: number }[];
  };
  expect(report.reportPremiumTaskRequestList).toEqual([expect.objectContaining({ duration: 30 })]);
});

test('the client home in English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, CLIENT.email, CLIENT.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Your quotes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premium services to approve' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('client-home-en.png'), fullPage: true });
  await context.close();
});
