// Journeys (issue 28): the console's reports queue. Staff validate the seeded submitted report and the
// assistant then sees it validated and her invoice readiness no longer counts it; staff refuse another
// with a reason, she sees the reason, sends it again, staff validate it; 20 reports validated in one
// action; the finance-only member sees no validate button and the API refuses her; the queue at
// 768 x 1024; a premium request answered on the client's behalf.
import { expect, test } from './helpers/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, overflow } from './helpers/axe';
import { signIn } from './helpers/app';
import { apiSession, type ApiSession } from './helpers/reports';
import { smallPdf } from './helpers/invoices';
import { ADMIN_STAFF, FINANCE_STAFF, signInStaff } from './helpers/staff';

test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

type Event = {
  id: string;
  clientId: string;
  remote: boolean;
  status: string;
  reportStatus: string | null;
  startDate: string;
  rejectionReason: string | null;
};

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

const parisDate = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const eventsOf = async (request: APIRequestContext, api: ApiSession): Promise<Event[]> => {
  const res = await request.get(
    `/api/assistants/${api.userId}/events?start=${parisDate(-70)}&end=${parisDate(1)}`,
    {
      headers: api.headers,
    },
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as Event[];
};

/** The seeded submitted reports of the demo assistant in the previous month (her month to invoice). */
const waitingLastMonth = async (request: APIRequestContext, api: ApiSession): Promise<Event[]> => {
  const readiness = (await (
    await request.get(`/api/assistants/${api.userId}/invoices/readiness`, { headers: api.headers })
  ).json()) as { month: string };
  return (await eventsOf(request, api)).filter(
    (e) => e.reportStatus === 'PENDING' && e.startDate.slice(0, 7) === readiness.month,
  );
};

const awaitingCount = async (request: APIRequestContext, api: ApiSession): Promise<number> => {
  const res = await request.get(`/api/assistants/${api.userId}/invoices/readiness`, { headers: api.headers });
  const body = (await res.json()) as { blockers: { code: string; count: number | null }[] };
  return body.blockers.find((b) => b.code === 'reports_awaiting_validation')?.count ?? 0;
};

/** The intervention's row on her home (every day shown). */
const homeRow = async (page: Page, eventId: string) => {
  await page.goto('/home');
  const all = page.getByRole('button', { name: /Voir tous les jours/ });
  const row = page.locator(`li[data-event-id="${eventId}"]`);
  await expect(all.or(row).first()).toBeVisible();
  if (await all.isVisible()) await all.click();
  await expect(row).toBeVisible();
  return row;
};

const eventOf = async (request: APIRequestContext, api: ApiSession, id: string): Promise<Event> => {
  const found = (await eventsOf(request, api)).find((e) => e.id === id);
  if (!found) throw new Error(`no event ${id}`);
  return found;
};

test('staff validate the seeded submitted report: she sees it validated, her readiness no longer counts it', async ({
  page,
  browser,
  request,
}) => {
  const demo = await apiSession(request);
  const [event] = await waitingLastMonth(request, demo);
  if (!event) throw new Error('the seed has no submitted report last month');
  const before = await awaitingCount(request, demo);
  expect(before).toBeGreaterThan(0);

  await signInStaff(page, 'fr', ADMIN_STAFF);
  await page
    .getByRole('link', { name: /Comptes rendus/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comptes rendus à valider' })).toBeVisible();
  await expect(page.getByRole('table', { name: /en attente de décision/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator(`a[href="/staff/reports/${event.id}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compte rendu' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Montants (comme le pro forma les comptera)' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('Compte rendu validé : l’intervention est clôturée.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider', exact: true })).toHaveCount(0);

  // the assistant, in a context of her own
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hers = await context.newPage();
  await signIn(hers);
  await hers.goto(`/visit/report/view/${event.id}`);
  await expect(hers.getByLabel(/Statut du rapport : Validé/)).toBeVisible();
  await context.close();
  expect(await eventOf(request, demo, event.id)).toMatchObject({
    status: 'CLOSED',
    reportStatus: 'VALIDATED',
  });
  expect(await awaitingCount(request, demo)).toBe(before - 1);
});

test('staff refuse with a reason; she sees it, sends it again; staff validate it', async ({
  page,
  browser,
  request,
}) => {
  const demo = await apiSession(request);
  // a seeded submitted report of this month (on her home); the first journey validated last month's
  const month = parisDate(0).slice(0, 7);
  const event = (await eventsOf(request, demo)).find(
    (e) => e.reportStatus === 'PENDING' && e.startDate.slice(0, 7) === month,
  );
  if (!event) throw new Error('no submitted report left');
  await signInStaff(page, 'fr', ADMIN_STAFF);
  await page.goto(`/staff/reports/${event.id}`);
  await page.getByRole('button', { name: 'Refuser', exact: true }).click();
  await page.getByLabel('Motif du refus').fill('Le ticket de parking est illisible');
  // a failed send keeps what staff typed, and says why
  await page.route('**/api/staff/events/*/report/review', (route) => route.abort(), { times: 1 });
  await page.getByRole('button', { name: 'Refuser le compte rendu' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Motif du refus')).toHaveValue('Le ticket de parking est illisible');
  await page.getByRole('button', { name: 'Refuser le compte rendu' }).click();
  await expect(page.getByText('Compte rendu refusé : l’assistante a le motif.')).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hers = await context.newPage();
  await signIn(hers);
  const row = await homeRow(hers, event.id);
  await expect(row.getByText('Rapport refusé : Le ticket de parking est illisible')).toBeVisible();
  await hers.goto(`/visit/report/view/${event.id}`);
  await expect(hers.getByText('Rapport refusé : Le ticket de parking est illisible')).toBeVisible();
  await context.close();
  // she corrects and sends it again (the same report, through the API)
  const path = `/api/assistants/${demo.userId}/${event.remote ? 'remoteworks' : 'visits'}/${event.id}/report`;
  const stored = (await (await request.get(path, { headers: demo.headers })).json()) as Record<
    string,
    unknown
  >;
  const {
    eventId: _e,
    status: _s,
    submittedAt: _a,
    rejectionReason: _r,
    validatedAt: _v,
    files: _f,
    ...body
  } = stored;
  // with a new proof: a parking ticket (PDF)
  const upload = await request.post('/api/files', {
    headers: { ...demo.headers, ...key() },
    multipart: {
      usage: 'EXPENSE',
      file: { name: 'parking.pdf', mimeType: 'application/pdf', buffer: smallPdf() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const proofId = ((await upload.json()) as { id: string }).id;
  const lines = (body['expenseLineRequestList'] ?? []) as { index: number }[];
  const again = await request.put(path, {
    headers: { ...demo.headers, ...key() },
    data: {
      ...body,
      publicComment: 'Ticket refait, lisible',
      expenseLineRequestList: [
        ...lines,
        { index: lines.length, kind: 'EXPENSE', label: 'Parking', amount: 7.5, expenseFileName: proofId },
      ],
    },
  });
  expect(again.status(), await again.text()).toBe(200);

  await page.goto(`/staff/reports/${event.id}`);
  await expect(page.getByText('Ticket refait, lisible')).toBeVisible();
  // the proof opens in place (read through the staff call, audited)
  await page.getByRole('button', { name: 'Voir le justificatif' }).click();
  await expect(page.locator('iframe[title="Justificatif : parking.pdf"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger parking.pdf' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('Compte rendu validé : l’intervention est clôturée.')).toBeVisible();
  expect(await eventOf(request, demo, event.id)).toMatchObject({
    status: 'CLOSED',
    reportStatus: 'VALIDATED',
  });
  // her home shows it closed: validated, no reason any more
  const later = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const again2 = await later.newPage();
  await signIn(again2);
  const closed = await homeRow(again2, event.id);
  await expect(closed.locator('[data-report-icon="validated"]')).toBeVisible();
  await expect(closed.getByText(/Rapport refusé/)).toHaveCount(0);
  await later.close();
});

test('20 reports validated in one action; the finance member sees no validate button and is refused', async ({
  page,
  request,
}) => {
  const demo = await apiSession(request);
  const staff = await apiSession(request, ADMIN_STAFF);
  // nothing else waits: the seed's are validated first (through the same bulk call)
  const waiting = (await (
    await request.get('/api/staff/reports?size=100', { headers: staff.headers })
  ).json()) as { items: { eventId: string }[] };
  if (waiting.items.length > 0) {
    const done = await request.post('/api/staff/reports/validate', {
      headers: { ...staff.headers, ...key() },
      data: { eventIds: waiting.items.map((i) => i.eventId) },
    });
    expect(done.ok()).toBe(true);
  }
  // 21 remote works of yesterday, each with its report
  const clients = (await (
    await request.get(`/api/assistants/${demo.userId}/clients`, { headers: demo.headers })
  ).json()) as { id: string }[];
  let clientId = '';
  let rateId = '';
  for (const c of clients) {
    const rates = (await (
      await request.get(`/api/assistants/${demo.userId}/clients/${c.id}/rates`, { headers: demo.headers })
    ).json()) as { id: string; kind: string }[];
    const standard = rates.find((r) => r.kind === 'STANDARD');
    if (standard) {
      clientId = c.id;
      rateId = standard.id;
      break;
    }
  }
  const groups = (await (await request.get('/api/taskgroups', { headers: demo.headers })).json()) as {
    tasks: { id: string; premium: boolean }[];
  }[];
  const task = groups.flatMap((g) => g.tasks).find((t) => !t.premium);
  const made: string[] = [];
  for (let i = 0; i < 21; i++) {
    const start = `${parisDate(-1)}T${String(8 + (i % 10)).padStart(2, '0')}:00:00+01:00`;
    const res = await request.post(`/api/assistants/${demo.userId}/remoteworks/report`, {
      headers: { ...demo.headers, ...key() },
      data: {
        remoteWorkRequest: { clientId, startDate: start, duration: 30, label: `Saisie ${i + 1}` },
        reportRequest: {
          realStartingDate: start,
          reportTaskRequestList: [{ taskId: task?.id, duration: 30 }],
          assistantStandardRateId: rateId,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    made.push(((await res.json()) as { event: { id: string } }).event.id);
  }

  await signInStaff(page, 'fr', ADMIN_STAFF);
  await page.goto('/staff/reports');
  await expect(page.getByText('21 comptes rendus en attente')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).check();
  await expect(page.getByText('21 sélectionnés')).toBeVisible();
  await page.getByRole('button', { name: 'Valider la sélection' }).click();
  // meanwhile another staff member decides one of them
  const first = await request.post(`/api/staff/events/${made[20] ?? ''}/report/review`, {
    headers: { ...staff.headers, ...key() },
    data: { decision: 'REJECT', reason: 'Durée à revoir' },
  });
  expect(first.ok()).toBe(true);
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('20 comptes rendus validés.')).toBeVisible();
  await expect(page.getByText('1 non validé (il avait changé entre-temps) :')).toBeVisible();
  await expect(page.getByText(/déjà traité \(Refusé\)/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByText('Aucun compte rendu en attente avec ces filtres.')).toBeVisible();
  const events = await eventsOf(request, demo);
  const twenty = made.slice(0, 20);
  expect(events.filter((e) => twenty.includes(e.id)).map((e) => e.status)).toEqual(Array(20).fill('CLOSED'));

  // the finance-only member: no validate button, and the server refuses her the call
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await signInStaff(page, 'fr', FINANCE_STAFF);
  await page.goto(`/staff/reports/${made[0] ?? ''}`);
  await expect(page.getByRole('button', { name: /Valider/ })).toHaveCount(0);
  const finance = await apiSession(request, FINANCE_STAFF);
  const refused = await request.post('/api/staff/reports/validate', {
    headers: { ...finance.headers, ...key() },
    data: { eventIds: made },
  });
  expect(refused.status()).toBe(403);
  const review = await request.post(`/api/staff/events/${made[0] ?? ''}/report/review`, {
    headers: { ...finance.headers, ...key() },
    data: { decision: 'VALIDATE' },
  });
  expect(review.status()).toBe(403);
});

test('at 768 x 1024 the reports queue reads without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInStaff(page, 'fr', ADMIN_STAFF);
  await page.goto('/staff/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Comptes rendus à valider' })).toBeVisible();
  await expect(page.getByText(/comptes? rendus? en attente/).first()).toBeVisible();
  expect(await overflow(page)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);
});

test('staff accept the seeded premium request on the client’s behalf; she sees it accepted', async ({
  page,
  request,
}) => {
  const staffApi = await apiSession(request, { email: ADMIN_STAFF.email, password: ADMIN_STAFF.password });
  const her = await apiSession(request);
  const waiting = (await (
    await request.get('/api/staff/reports/premium?page=0&size=25', { headers: staffApi.headers })
  ).json()) as {
    items: { eventId: string; assistant: { id: string; name: string }; client: { name: string } }[];
    total: number;
  };
  const seeded = waiting.items.find((i) => i.assistant.id === her.userId);
  if (!seeded) throw new Error('the seed keeps a premium request waiting for the demo assistant');

  await signInStaff(page);
  await page.goto('/staff/reports');
  const section = page.getByRole('region', { name: 'Demandes premium sans réponse du client' });
  await expect(section.getByText(`${waiting.total} demande`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const before = (await (
    await request.get(`/api/assistants/${her.userId}/events/${seeded.eventId}/premium`, {
      headers: her.headers,
    })
  ).json()) as { state: string };
  expect(before.state).toBe('WAITING');

  // by keyboard: her request's group of answers (named by assistant, client and date)
  const answers = section.getByRole('group', { name: `${seeded.assistant.name} – ${seeded.client.name}` });
  await answers.getByRole('button', { name: 'Accepter le premium' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toContainText('Premium accepté pour');
  await expect
    .poll(async () => {
      const res = await request.get(`/api/assistants/${her.userId}/events/${seeded.eventId}/premium`, {
        headers: her.headers,
      });
      return ((await res.json()) as { state: string }).state;
    })
    .toBe('APPROVED');
  // answered: gone from the list (the count with it)
  await expect
    .poll(async () => {
      const res = await request.get('/api/staff/reports/premium?page=0&size=25', {
        headers: staffApi.headers,
      });
      return ((await res.json()) as { total: number }).total;
    })
    .toBe(waiting.total - 1);
});
