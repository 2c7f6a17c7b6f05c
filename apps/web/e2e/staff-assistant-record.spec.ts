// Journey (issue 29): the assistant record /staff/assistants/{id} at 1280 x 800. Staff open the demo
// assistant's record and read each tab (each shows her data, as the staff API answers it; axe clean
// on each). The seeded prospect completes her steps (through the API); on her record the recruit
// button is disabled with its reason until staff validate each of her documents from the file tab,
// then staff recruit her. A staff-created assistant starts in recruitment: recruit waits for her steps.
// Last, staff make a helpdesk link from the demo's record and open it: a new tab in a support session.
// On a server of its own (the seed has one prospect): an unknown id is said so; staff issue and copy
// the prospect's skills link, confirm turning off a second factor, and refuse her with a reason.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './helpers/test';
import { axeViolations } from './helpers/axe';
import { fillProfileSteps, putOk as put, uploadPdf } from './helpers/profile-steps';
import { testWithOwnServer } from './helpers/own-server';
import { apiSession, type ApiSession } from './helpers/reports';
import { ADMIN_STAFF, signInStaff } from './helpers/staff';

test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

const PROSPECT = { email: 'prospect@relais.test', password: 'relais-demo' } as const;
const SHOTS = process.env.RELAIS_E2E_SHOTS;

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

/** The prospect fills her profile steps and sends her three other documents (the seed sent one). */
const completeSteps = async (request: APIRequestContext, api: ApiSession) => {
  const id = api.userId;
  await fillProfileSteps(request, api);
  for (const step of ['CRIMINAL_RECORD', 'LAST_DIPLOMA', 'REGISTRATION_CERTIFICATE']) {
    await put(request, api, `/api/assistants/${id}/recruitment/${step}`, {
      fileId: await uploadPdf(request, api, 'RECRUITMENT', `${step}.pdf`),
    });
  }
};

const staffGet = async <T>(request: APIRequestContext, staff: ApiSession, path: string): Promise<T> => {
  const res = await request.get(`/api/staff/assistants/${path}`, { headers: staff.headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
};

const tabs = (page: Page, name: string) => page.getByRole('navigation', { name: `Fiche de ${name}` });

const openTab = async (page: Page, name: string, tab: string) => {
  await tabs(page, name).getByRole('link', { name: tab, exact: true }).click();
  await expect(tabs(page, name).getByRole('link', { name: tab, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
};

const clean = async (page: Page, tab: string) => {
  expect(await axeViolations(page), tab).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/record-${tab}.png`, fullPage: true });
};

test('staff read each tab of the demo assistant’s record, recruit the prospect after validating her documents, and open a helpdesk link from the record', async ({
  page,
  request,
}) => {
  // nine tabs, each checked by axe, then a recruitment and a helpdesk session: ~45 s alone, more
  // beside another worker; three times the usual limit
  test.slow();
  const staff = await apiSession(request, ADMIN_STAFF);
  const demo = await apiSession(request);
  const prospect = await apiSession(request, PROSPECT);
  await completeSteps(request, prospect);

  type Record = { assistant: { firstName: string; lastName: string; loginEmail: string } };
  const record = await staffGet<Record>(request, staff, demo.userId);
  const name = `${record.assistant.firstName} ${record.assistant.lastName}`;
  const events = await staffGet<{ clientName: string }[]>(request, staff, `${demo.userId}/interventions`);
  const invoices = await staffGet<{ invoiceNumber: string }[]>(request, staff, `${demo.userId}/invoices`);
  const messages = await staffGet<{ messages: { subject: string }[] }>(
    request,
    staff,
    `${demo.userId}/messages`,
  );
  const referral = await staffGet<{ code: string }>(request, staff, `${demo.userId}/referral-code`);
  const history = await staffGet<{ content: { label: string }[] }>(
    request,
    staff,
    `${demo.userId}/history?page=0&size=20`,
  );
  expect(events.length).toBeGreaterThan(0);
  expect(invoices.length).toBeGreaterThan(0);

  await signInStaff(page, 'fr', ADMIN_STAFF);
  await page.goto(`/staff/assistants/${demo.userId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const panel = page.locator('section[aria-labelledby="record-tab-title"]');

  // profile: her identity and contact, the completion and what is missing
  await expect(panel.getByText(record.assistant.loginEmail)).toBeVisible();
  await expect(panel.getByRole('heading', { level: 3, name: /^Profil complet à \d+ %$/ })).toBeVisible();
  await clean(page, 'profile');

  await openTab(page, name, 'Dossier administratif');
  await expect(page).toHaveURL(/\?tab=file$/);
  await expect(panel.getByText('Assurance professionnelle', { exact: true })).toBeVisible();
  await clean(page, 'file');

  await openTab(page, name, 'Recrutement');
  await expect(panel.getByRole('listitem')).toHaveCount(8);
  await clean(page, 'recruitment');

  await openTab(page, name, 'Interventions et rapports');
  await expect(panel.getByRole('cell', { name: events[0]?.clientName ?? '' }).first()).toBeVisible();
  await clean(page, 'interventions');

  await openTab(page, name, 'Factures');
  await expect(
    panel.getByRole('cell', { name: invoices[0]?.invoiceNumber ?? '', exact: true }),
  ).toBeVisible();
  await clean(page, 'invoices');

  await openTab(page, name, 'Messages');
  const first = messages.messages[0];
  if (first) await expect(panel.getByRole('cell', { name: first.subject }).first()).toBeVisible();
  else await expect(panel.getByText('Aucun message avec l’équipe.')).toBeVisible();
  await clean(page, 'messages');

  await openTab(page, name, 'Fidélité et parrainages');
  await expect(panel.getByText(referral.code, { exact: true })).toBeVisible();
  await clean(page, 'loyalty');

  await openTab(page, name, 'Historique');
  const line = history.content.find((l) => l.label !== '');
  if (line) await expect(panel.getByRole('cell', { name: line.label }).first()).toBeVisible();
  await clean(page, 'history');

  // a reload keeps the tab open (it is in the URL)
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Historique' })).toBeVisible();

  // the prospect: the recruit button waits for her documents
  await page.goto(`/staff/assistants/${prospect.userId}?tab=recruitment`);
  await expect(page.getByText('prospect@relais.test · Dossier complet')).toBeVisible();
  const recruit = page.getByRole('button', { name: 'La recruter' });
  await expect(recruit).toBeDisabled();
  await expect(recruit).toHaveAccessibleDescription(/tous les documents validés/);
  await clean(page, 'prospect-recruitment');

  // each document she sent, validated from the file tab with the documents queue's decision
  await page.goto(`/staff/assistants/${prospect.userId}?tab=file`);
  const review = page.getByRole('button', { name: /^Examiner : / });
  await expect(review).toHaveCount(5);
  for (let left = 5; left > 0; left--) {
    await review.first().click();
    await expect(page.getByRole('heading', { level: 3, name: 'Décision' })).toBeVisible();
    if (left === 5) await clean(page, 'prospect-file-decision');
    await page.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /validé\.$/ })).toBeVisible();
    await expect(review).toHaveCount(left - 1);
  }

  await page.goto(`/staff/assistants/${prospect.userId}?tab=recruitment`);
  await expect(recruit).toBeEnabled();
  await recruit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Elle est recrutée.' })).toBeVisible();
  await expect(page.getByText('prospect@relais.test · Recrutée')).toBeVisible();
  const after = await staffGet<{ recruitment: { status: string } }>(
    request,
    staff,
    `${prospect.userId}/file`,
  );
  expect(after.recruitment.status).toBe('RECRUITED');

  // a staff-created assistant starts in recruitment (a candidate): recruit waits for her steps
  const created = await request.post('/api/staff/assistants', {
    headers: { ...staff.headers, ...key() },
    data: { email: 'nouvelle.candidate@exemple.fr', firstName: 'Nora', lastName: 'Nouvelle' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const nora = ((await created.json()) as { id: string }).id;
  await page.goto(`/staff/assistants/${nora}?tab=recruitment`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Nouvelle' })).toBeVisible();
  await expect(page.getByText('nouvelle.candidate@exemple.fr · Candidate')).toBeVisible();
  await expect(page.getByRole('button', { name: 'La recruter' })).toBeDisabled();

  // (last) a helpdesk link from the demo's record, opened in a new tab: her support session
  await page.goto(`/staff/assistants/${demo.userId}`);
  await page.getByRole('button', { name: 'Créer un lien d’assistance' }).click();
  const open = page.getByRole('link', { name: 'Ouvrir sa session d’assistance (nouvel onglet)' });
  await expect(open).toHaveAttribute('target', '_blank');
  await clean(page, 'helpdesk-link');
  const [support] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
  await expect(support.getByTestId('support-banner')).toBeVisible();
  await expect(support).toHaveURL(/\/home$/);
});

// the seed has one prospect in recruitment, recruited above: the refusal runs on a fresh server
const fresh = testWithOwnServer({});
fresh.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

fresh(
  'staff issue and copy the prospect’s skills link, are asked before turning off a second factor, and refuse her with a reason (an empty one is refused first)',
  async ({ page, request }) => {
    const staff = await apiSession(request, ADMIN_STAFF);
    const prospect = await apiSession(request, PROSPECT);
    await signInStaff(page, 'fr', ADMIN_STAFF);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    // an id that is nobody's: said so
    await page.goto('/staff/assistants/personne');
    await expect(page.getByText(/^Aucune assistante à cette adresse/)).toBeVisible();

    await page.goto(`/staff/assistants/${prospect.userId}?tab=recruitment`);
    await expect(page.getByRole('button', { name: 'La recruter' })).toBeDisabled();

    // her skills link, issued and copied
    await page.getByRole('button', { name: 'Émettre le lien des compétences' }).click();
    const link = page.getByRole('textbox', { name: 'Lien des compétences' });
    await expect(link).toHaveValue(/\/skills\/[^/]+$/);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('Lien copié')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

    // her second factor: asked first; she has none, which the server says
    await page.getByRole('button', { name: 'Désactiver sa double authentification' }).click();
    await page.getByRole('button', { name: 'Désactiver', exact: true }).click();
    await expect(page.getByText('La connexion en deux étapes est désactivée')).toBeVisible();

    await page.getByRole('button', { name: 'Refuser', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Refuser sa candidature' });
    await confirm.click();
    await expect(page.getByText('Dites pourquoi.')).toBeVisible();
    await page.getByLabel('Motif').fill('Aucune mission dans sa région pour l’instant');
    await clean(page, 'prospect-refuse');
    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: 'Sa candidature est refusée.' })).toBeVisible();
    await expect(page.getByText('prospect@relais.test · Refusée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'La recruter' })).toHaveCount(0);
    const after = await staffGet<{ recruitment: { status: string } }>(
      request,
      staff,
      `${prospect.userId}/file`,
    );
    expect(after.recruitment.status).toBe('REFUSED');
  },
);
