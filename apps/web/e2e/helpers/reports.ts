// Helpers of the report journeys: API sessions, a visit awaiting its report, the report as the
// server holds it, generated photos picked in the page, and the size of a JPEG from its SOF marker.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO } from './app';

export type ApiSession = { headers: Record<string, string>; userId: string };
type Event = {
  id: string;
  clientId: string;
  remote: boolean;
  status: string;
  reportStatus: string | null;
  startDate: string;
};
export type ServerReport = {
  status: string;
  realDuration: number;
  files: { id: string; name: string; size: number; type: string }[];
  expenseLineRequestList: { index: number; kind: string; expenseFileName?: string | null }[];
};

export async function apiSession(
  request: APIRequestContext,
  account: { email: string; password: string } = DEMO,
): Promise<ApiSession> {
  const res = await request.post('/api/auth/signin/assistant', {
    data: { username: account.email, password: account.password },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { access_token: string; userId: string };
  return { headers: { authorization: `Bearer ${body.access_token}` }, userId: body.userId };
}

const parisDate = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A past visit (not remote) awaiting its first report, latest first (the seed keeps one in the current month). */
export async function visitAwaitingReport(request: APIRequestContext, api: ApiSession): Promise<Event> {
  const res = await request.get(
    `/api/assistants/${api.userId}/events?start=${parisDate(-62)}&end=${parisDate(0)}&sort=desc`,
    {
      headers: api.headers,
    },
  );
  expect(res.ok()).toBe(true);
  const events = (await res.json()) as Event[];
  const visit = events.find((e) => !e.remote && e.status === 'DONE' && e.reportStatus === null);
  if (!visit) throw new Error('no visit awaiting its report');
  return visit;
}

export async function reportOf(
  request: APIRequestContext,
  api: ApiSession,
  visitId: string,
): Promise<ServerReport> {
  const res = await request.get(`/api/assistants/${api.userId}/visits/${visitId}/report`, {
    headers: api.headers,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ServerReport;
}

/**
 * Draws a noisy picture of that size in the page, encodes it as JPEG (canvas.toBlob) and picks it
 * in the file input, as a camera would hand it over.
 */
export async function pickGeneratedPhoto(
  input: Locator,
  opts: { width: number; height: number; name: string },
): Promise<void> {
  await input.evaluate(async (el, o) => {
    const canvas = document.createElement('canvas');
    canvas.width = o.width;
    canvas.height = o.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    const gradient = ctx.createLinearGradient(0, 0, o.width, o.height);
    gradient.addColorStop(0, '#1b5e20');
    gradient.addColorStop(1, '#ffca28');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, o.width, o.height);
    // noise blocks, so the JPEG is heavy like a real photo
    for (let i = 0; i < 4000; i += 1) {
      ctx.fillStyle = `hsl(${(i * 47) % 360} 70% ${30 + (i % 50)}%)`;
      ctx.fillRect((i * 7919) % o.width, (i * 104729) % o.height, 40 + (i % 60), 30 + (i % 45));
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.97));
    if (!blob) throw new Error('no blob');
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], o.name, { type: 'image/jpeg' }));
    const input = el as HTMLInputElement;
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, opts);
}

/** Width and height of a JPEG from its first SOF marker (baseline or progressive). */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw new Error(`not a marker at ${i}`);
    const marker = bytes[i + 1] ?? 0;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

/**
 * Fills a task of the report editor (French labels): opens 'Autres groupes de tâches' when the
 * group is folded in it, then the group, then types the hours and minutes.
 */
export async function fillTask(
  page: Page,
  group: string,
  task: string,
  hours: string,
  minutes: string,
): Promise<void> {
  const details = page.locator('details:not([data-task-groups])', {
    has: page.locator('summary', { hasText: group }),
  });
  const others = page.locator('details[data-task-groups="others"] > summary');
  // the groups show once the ones used with the client are known
  await expect(details.locator('summary').or(others).first()).toBeVisible();
  if (!(await details.isVisible())) await others.click();
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator('summary').click();
  await page.getByLabel(`Heures : ${task}`, { exact: true }).fill(hours);
  await page.getByLabel(`Minutes : ${task}`, { exact: true }).fill(minutes);
}

type TaskGroupRef = { id: string; label: string; tasks: { id: string; premium: boolean }[] };
type ReportTasks = {
  reportTaskRequestList: { taskId: string }[];
  reportPremiumTaskRequestList: { taskId: string }[];
};

/**
 * The labels of the task groups (holding standard tasks) found in the assistant's earlier reports
 * for a client, read from the reports themselves over the last four months.
 */
export async function groupsReportedFor(
  request: APIRequestContext,
  api: ApiSession,
  clientId: string,
): Promise<string[]> {
  // every earlier report counts (the seed has some behind each invoice, up to 8 months back): read
  // the events of the last 16 months, four months at a time
  const reported: Event[] = [];
  for (let end = 0; end > -480; end -= 120) {
    const res = await request.get(
      `/api/assistants/${api.userId}/events?start=${parisDate(end - 119)}&end=${parisDate(end)}`,
      { headers: api.headers },
    );
    expect(res.ok(), await res.text()).toBe(true);
    reported.push(
      ...((await res.json()) as Event[]).filter((e) => e.clientId === clientId && e.reportStatus !== null),
    );
  }
  const taskIds = new Set<string>();
  for (const e of reported) {
    const kind = e.remote ? 'remoteworks' : 'visits';
    const report = await request.get(`/api/assistants/${api.userId}/${kind}/${e.id}/report`, {
      headers: api.headers,
    });
    expect(report.ok(), await report.text()).toBe(true);
    const body = (await report.json()) as ReportTasks;
    for (const t of [...body.reportTaskRequestList, ...body.reportPremiumTaskRequestList])
      taskIds.add(t.taskId);
  }
  const groups = (await (
    await request.get('/api/taskgroups', { headers: api.headers })
  ).json()) as TaskGroupRef[];
  return groups
    .filter((g) => g.tasks.some((t) => !t.premium) && g.tasks.some((t) => taskIds.has(t.id)))
    .map((g) => g.label);
}
