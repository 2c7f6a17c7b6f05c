// Journeys (issue 15, "Done when" 1): in French, the demo assistant grades her skills, adds one,
// ticks an expertise and sees the completion gauge rise on home without a reload; a save made
// offline waits in the outbox and reaches the server once. In English, a prospect opens the link
// staff issued her, logged out, saves her skills and finds them again; an unknown link says so.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { DEMO, signIn, waitForServiceWorker } from './helpers/app';
import { getJson } from './helpers/dashboard';
import { STAFF } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { apiSession, type ApiSession } from './helpers/reports';
import { savedQueryKeys } from './helpers/saved-cache';

const PROSPECT = { email: 'prospect@relais.test', password: DEMO.password } as const;

type SkillsAnswer = { skills: { kind: string; label: string; grade: number | null }[] };
type Line = { details: { kind?: string } | null };
type Completion = { completion: { skills: number; total: number } };

const dashboardOf = (request: APIRequestContext, api: ApiSession): Promise<Completion> =>
  getJson<Completion>(request, api, `/dashboard?userId=${api.userId}&kpi=false`);

const skillsOf = async (request: APIRequestContext, api: ApiSession): Promise<SkillsAnswer> => {
  const res = await request.get(`/api/assistants/${api.userId}/skills`, { headers: api.headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SkillsAnswer;
};

/** How many skills saves the server recorded (one history line each). */
const skillsSaves = async (request: APIRequestContext, api: ApiSession): Promise<number> => {
  const res = await request.get(`/api/assistants/${api.userId}/logs?size=100`, { headers: api.headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: Line[] }).content.filter((l) => l.details?.kind === 'SKILLS')
    .length;
};

/** A skill's grade control (a radio group named after the skill), and one of its five grades. */
const grade = (page: Page, group: string, n: number) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name: new RegExp(`^${n} (sur|out of) 5`) });

test.describe('skills (fr)', () => {
  test('the assistant grades her skills, ticks an expertise and the gauge rises on home', async ({
    page,
    context,
    request,
  }) => {
    const api = await apiSession(request);
    const before = await dashboardOf(request, api);
    const stored = await skillsOf(request, api);
    // what the seed gives her: graded languages and computer tools, an ungraded job skill, no other skill
    expect(stored.skills.some((s) => s.kind === 'job' && s.label === 'Comptabilité')).toBe(true);
    expect(stored.skills.some((s) => s.kind === 'other')).toBe(false);

    // crossing 75 may celebrate: the dialog is closed whenever it shows
    const bravo = page.getByRole('dialog', { name: 'Bravo !' });
    await page.addLocatorHandler(bravo, async () => {
      await bravo.getByRole('button', { name: 'Super !', exact: true }).click();
    });

    await signIn(page);
    await waitForServiceWorker(page);
    await expect(
      page.getByRole('img', { name: `Profil complété à ${before.completion.total} %` }),
    ).toBeVisible();

    await page.goto('/user/skills');
    await expect(page.getByRole('heading', { level: 1, name: 'Compétences' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Langue', exact: true }).first()).toHaveValue('Anglais');
    await expect(grade(page, 'Niveau en Anglais', 4)).toBeChecked();

    await grade(page, 'Niveau en Comptabilité', 3).check();
    await page.getByRole('textbox', { name: 'Ajouter une autre compétence', exact: true }).fill('Permis B');
    await page.getByRole('textbox', { name: 'Ajouter une autre compétence', exact: true }).press('Enter');
    await expect(page.getByRole('textbox', { name: 'Autre compétence', exact: true })).toHaveValue(
      'Permis B',
    );
    await grade(page, 'Niveau en Permis B', 4).check();
    // a duplicate is refused where it is typed, nothing lost
    await page.getByRole('textbox', { name: 'Ajouter une langue', exact: true }).fill(' anglais ');
    await page.getByRole('button', { name: 'Ajouter une langue', exact: true }).click();
    await expect(page.getByText('Cette compétence est déjà dans la liste')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ajouter une langue', exact: true })).toHaveValue(
      ' anglais ',
    );
    await page.getByRole('textbox', { name: 'Ajouter une langue', exact: true }).fill('');
    await page.getByRole('checkbox', { name: 'Paie', exact: true }).check();
    await page.screenshot({ path: test.info().outputPath('skills-fr.png'), fullPage: true });

    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Compétences enregistrées')).toBeVisible();

    const after = await dashboardOf(request, api);
    expect(after.completion.skills).toBe(100);
    expect(after.completion.total).toBe(before.completion.total + (100 - before.completion.skills) / 5);
    const saved = await skillsOf(request, api);
    expect(saved.skills).toContainEqual({ kind: 'other', label: 'Permis B', grade: 4 });
    expect(saved.skills).toContainEqual({ kind: 'job', label: 'Comptabilité', grade: 3 });

    // home, reached inside the app (no reload), shows the new total
    await page.getByRole('link', { name: 'Accueil' }).click();
    await expect(
      page.getByRole('img', { name: `Profil complété à ${after.completion.total} %` }),
    ).toBeVisible();

    // offline: a save waits in the outbox, shows at once, and reaches the server once back online
    const savesBefore = await skillsSaves(request, api);
    await page.goto('/user/skills');
    await expect(grade(page, 'Niveau en Permis B', 4)).toBeChecked();
    await goOffline(context);
    await grade(page, 'Niveau en Espagnol', 3).check();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Vos compétences seront envoyées au retour de la connexion')).toBeVisible();
    // a reload with no network: the screen reads its saved copy, the queued save shown on it
    await expect.poll(() => savedQueryKeys(page)).toEqual(expect.arrayContaining(['skills']));
    await page.reload();
    await expect(grade(page, 'Niveau en Espagnol', 3)).toBeChecked();
    await expect(grade(page, 'Niveau en Permis B', 4)).toBeChecked();
    const replayed = page.waitForResponse(
      (r) => r.url().endsWith(`/assistants/${api.userId}/skills`) && r.request().method() === 'PUT' && r.ok(),
    );
    await goOnline(context);
    await replayed;
    await expect.poll(() => skillsSaves(request, api)).toBe(savesBefore + 1);
    expect((await skillsOf(request, api)).skills).toContainEqual({
      kind: 'lang',
      label: 'Espagnol',
      grade: 3,
    });
    // and no second copy arrives later
    await page.reload();
    await expect(grade(page, 'Niveau en Espagnol', 3)).toBeChecked();
    expect(await skillsSaves(request, api)).toBe(savesBefore + 1);
  });
});

test.describe('prospect link (en)', () => {
  test.use({ locale: 'en-GB' });

  test('a prospect opens her link logged out, saves her skills and finds them again', async ({
    page,
    request,
  }) => {
    const staff = await apiSession(request, STAFF);
    const prospect = await apiSession(request, PROSPECT);
    const issued = await request.post(`/api/staff/assistants/${prospect.userId}/skills-link`, {
      headers: { ...staff.headers, 'idempotency-key': crypto.randomUUID() },
    });
    expect(issued.status(), await issued.text()).toBe(200);
    const link = ((await issued.json()) as { path: string }).path;

    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/')) refreshes.push(r.url());
    });

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your skills' })).toBeVisible();
    // no app around it: no navigation, no account menu
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^account menu/i })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Add a language', exact: true }).fill('English');
    await page.getByRole('textbox', { name: 'Add a language', exact: true }).press('Enter');
    await grade(page, 'Level in English', 5).check();
    await page.getByRole('textbox', { name: 'Add a computer tool', exact: true }).fill('Spreadsheet');
    await page.getByRole('button', { name: 'Add a computer tool', exact: true }).click();
    await grade(page, 'Level in Spreadsheet', 3).check();
    await page.getByRole('checkbox', { name: 'Payroll', exact: true }).check();
    await page.screenshot({ path: test.info().outputPath('skills-prospect-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Saved\. Thank you!/)).toBeVisible();

    const stored = await skillsOf(request, prospect);
    expect(stored.skills).toEqual([
      { kind: 'lang', label: 'English', grade: 5 },
      { kind: 'computer', label: 'Spreadsheet', grade: 3 },
    ]);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Language', exact: true })).toHaveValue('English');
    await expect(grade(page, 'Level in English', 5)).toBeChecked();
    await expect(grade(page, 'Level in Spreadsheet', 3)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Payroll', exact: true })).toBeChecked();
    expect(refreshes).toEqual([]);

    await page.goto('/skills/no-such-link');
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('skills-invalid-en.png') });
    expect(refreshes).toEqual([]);
  });
});
