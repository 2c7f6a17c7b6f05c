// Journeys (issue 29): the console's audit trail and feedback at 1280x800. Staff actions are made
// through the staff API (a report validated, a helpdesk link and a skills link made for the demo
// assistant, a skills link for the prospect, an assistant created then refused, a reply to the demo
// assistant and her conversation assigned), then each is found in /staff/audit by its action filter, and all of hers by her name;
// the lines read in English too. An assistant's feedback (the call the 'menu' build's button makes)
// is listed on /staff/feedback, and that read is in the trail. axe clean on each screen.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { axeViolations } from './helpers/axe';
import { DEMO } from './helpers/app';
import { apiSession, type ApiSession } from './helpers/reports';
import { ADMIN_STAFF, consoleNav, signInStaff } from './helpers/staff';

// bypassCSP: axe-core is injected as a script (the app's CSP refuses any other)
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

const SHOTS = process.env.RELAIS_E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const PROSPECT = { email: 'prospect@relais.test', password: DEMO.password } as const;

const post = async (request: APIRequestContext, api: ApiSession, url: string, data?: object) => {
  const res = await request.post(url, {
    headers: { ...api.headers, 'idempotency-key': crypto.randomUUID() },
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res;
};

/** Staff actions on the demo assistant, the prospect and a new assistant, through the staff calls the console makes. */
const staffActions = async (request: APIRequestContext) => {
  const admin = await apiSession(request, ADMIN_STAFF);
  const demo = await apiSession(request, DEMO);
  const prospect = await apiSession(request, PROSPECT);
  await post(request, admin, `/api/staff/assistants/${prospect.userId}/skills-link`);
  await post(request, admin, `/api/staff/assistants/${demo.userId}/helpdesk-link`);
  const waiting = await request.get('/api/staff/reports?size=100', { headers: admin.headers });
  const items = ((await waiting.json()) as { items: { eventId: string; assistant: { id: string } }[] }).items;
  const hers = items.find((r) => r.assistant.id === demo.userId);
  if (!hers) throw new Error('the seed gives the demo assistant a report waiting');
  await post(request, admin, `/api/staff/events/${hers.eventId}/report/review`, { decision: 'VALIDATE' });
  // an assistant created (she starts in recruitment), then refused with a reason
  const created = await post(request, admin, '/api/staff/assistants', {
    email: 'nora.audit@relais.test',
    firstName: 'Nora',
    lastName: 'Audit',
  });
  const { id } = (await created.json()) as { id: string };
  await post(request, admin, `/api/staff/assistants/${id}/recruitment/decision`, {
    decision: 'REFUSED',
    reason: 'Profil hors de nos missions',
  });
  // the team inbox: a reply to the demo assistant, her conversation assigned to the admin
  await post(request, admin, `/api/staff/messages/${demo.userId}/reply`, { content: '<p>Bien reçu.</p>' });
  const assigned = await request.put(`/api/staff/messages/${demo.userId}/assignee`, {
    headers: { ...admin.headers, 'idempotency-key': crypto.randomUUID() },
    data: { assigneeId: admin.userId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
};

const trail = (page: Page, lang: 'fr' | 'en' = 'fr') =>
  page.getByRole('table', {
    name: lang === 'fr' ? 'Journal d’audit, du plus récent au plus ancien' : 'Audit trail, newest first',
  });

test('staff actions made through the API are found in the audit trail by action and by assistant', async ({
  page,
  request,
}) => {
  await staffActions(request);
  await signInStaff(page, 'fr', ADMIN_STAFF);
  await consoleNav(page).getByRole('link', { name: 'Journal d’audit' }).click();
  await expect(page).toHaveURL(/\/staff\/audit$/);
  await expect(trail(page).getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'audit-fr');

  for (const [action, whom] of [
    ['a validé un compte rendu', 'Camille Durand (assistante)'],
    ['a créé un lien d’assistance', 'Camille Durand (assistante)'],
    ['a créé un lien de compétences', 'Inès Garnier (assistante)'],
    ['a créé l’assistante', 'Nora Audit (assistante)'],
    ['a décidé du recrutement', 'Nora Audit (assistante)'],
    ['a envoyé un message', 'Camille Durand (assistante)'],
    ['a attribué la conversation', 'Camille Durand (assistante)'],
  ] as const) {
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: action });
    await expect(page).toHaveURL(/action=/);
    const row = trail(page).getByRole('row').filter({ hasText: action }).first();
    await expect(row).toContainText('Support');
    await expect(row).toContainText('(équipe)');
    await expect(row).toContainText(whom);
  }

  // every line about the demo assistant: the report and the helpdesk link are among them
  await page.getByRole('combobox', { name: 'Action' }).selectOption('');
  await trail(page)
    .getByRole('button', { name: /Camille Durand/ })
    .first()
    .click();
  await expect(page).toHaveURL(/assistantId=/);
  await expect(page.getByText('Lignes concernant Camille Durand (assistante)')).toBeVisible();
  for (const action of ['a validé un compte rendu', 'a créé un lien d’assistance'])
    await expect(trail(page).getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  // by staff member and date: today's lines of the admin
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  await page.getByLabel('Du').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(trail(page).getByRole('row').filter({ hasText: 'a validé un compte rendu' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL(/\/staff\/audit$/);
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });
  test('the trail’s lines read in English', async ({ page, request }) => {
    const admin = await apiSession(request, ADMIN_STAFF);
    const prospect = await apiSession(request, PROSPECT);
    await post(request, admin, `/api/staff/assistants/${prospect.userId}/skills-link`);
    await signInStaff(page, 'en', ADMIN_STAFF);
    await consoleNav(page, 'en').getByRole('link', { name: 'Audit trail' }).click();
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'made a skills link' });
    const row = trail(page, 'en').getByRole('row').filter({ hasText: 'made a skills link' }).first();
    await expect(row).toContainText('(staff)');
    await expect(row).toContainText('Inès Garnier (assistant)');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'audit-en');
  });
});

test('an assistant’s feedback is listed on /staff/feedback, and that read is in the trail', async ({
  page,
  request,
}) => {
  const text = `Le bouton d’envoi est trop petit (${crypto.randomUUID().slice(0, 8)})`;
  const demo = await apiSession(request, DEMO);
  await post(request, demo, '/api/feedback', { text, route: '/activity/invoices' });

  await signInStaff(page, 'fr', ADMIN_STAFF);
  await consoleNav(page).getByRole('link', { name: 'Retours' }).click();
  await expect(page).toHaveURL(/\/staff\/feedback$/);
  const table = page.getByRole('table', { name: 'Retours reçus, du plus récent au plus ancien' });
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(DEMO.email);
  await expect(row).toContainText('/activity/invoices');
  // newest first: hers is the first line
  await expect(table.getByRole('row').nth(1)).toContainText(text);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'feedback');

  await page.goto('/staff/audit?action=staff_feedback_read');
  await expect(trail(page).getByRole('row').filter({ hasText: 'a lu les retours' }).first()).toContainText(
    'Support',
  );
});
