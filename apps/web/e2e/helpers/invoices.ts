// Helpers of the invoice journeys: a server and a browser on the same fixed day, the previous month
// closed through the API (reports written for DONE interventions, then validated by staff), and a
// small valid PDF made in the test.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, type ApiSession } from './reports';

export const STAFF = { email: 'support@relais-provider.test', password: 'relais-demo' } as const;

const paris = (d: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  ) as { year: string; month: string; day: string };

/** 10:00 or 11:00 in Paris on that day of the current month (one instant for the server and the browser). */
export const dayOfThisMonth = (day: number): Date => {
  const { year, month } = paris(new Date());
  return new Date(`${year}-${month}-${String(day).padStart(2, '0')}T09:00:00.000Z`);
};

export const previousMonthOf = (d: Date): string => {
  const { year, month } = paris(d);
  const m = Number(month) - 1;
  return m === 0 ? `${Number(year) - 1}-12` : `${year}-${String(m).padStart(2, '0')}`;
};

export const lastDayOf = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The browser's clock on the server's instant (the app's early checks read it), flowing from there. */
export const setBrowserClock = (page: Page, at: Date) => page.clock.install({ time: at });

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

type Event = {
  id: string;
  remote: boolean;
  status: string;
  reportStatus: string | null;
  startDate: string;
  clientId: string;
};
type TaskGroup = { tasks: { id: string; premium?: boolean }[] };
type Rate = { id: string; kind: string };

export const monthEvents = async (
  request: APIRequestContext,
  api: ApiSession,
  month: string,
): Promise<Event[]> => {
  const res = await request.get(
    `/api/assistants/${api.userId}/events?start=${month}-01&end=${lastDayOf(month)}`,
    { headers: api.headers },
  );
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Event[];
};

/** A 3-hour report (no comment needed) at the client's standard rate. */
const writeReport = async (request: APIRequestContext, api: ApiSession, e: Event): Promise<void> => {
  const groups = (await (
    await request.get('/api/taskgroups', { headers: api.headers })
  ).json()) as TaskGroup[];
  const task = groups.flatMap((g) => g.tasks).find((t) => !t.premium);
  const rates = (await (
    await request.get(`/api/assistants/${api.userId}/clients/${e.clientId}/rates`, { headers: api.headers })
  ).json()) as Rate[];
  const rate = rates.find((r) => r.kind === 'STANDARD');
  if (!task || !rate) throw new Error('no task or standard rate to write a report');
  const kind = e.remote ? 'remoteworks' : 'visits';
  const res = await request.put(`/api/assistants/${api.userId}/${kind}/${e.id}/report`, {
    headers: { ...api.headers, ...key() },
    data: {
      realStartingDate: e.startDate,
      reportTaskRequestList: [{ taskId: task.id, duration: 180 }],
      assistantStandardRateId: rate.id,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
};

/** Staff validate what is left open in the month (DONE ones get their report first); answers the month's events after. */
export const closeMonth = async (
  request: APIRequestContext,
  api: ApiSession,
  month: string,
): Promise<Event[]> => {
  const staff = await apiSession(request, STAFF);
  for (const e of await monthEvents(request, api, month)) {
    if (e.status === 'CLOSED' || e.status === 'SCHEDULED') continue;
    if (e.status === 'DONE') await writeReport(request, api, e);
    const res = await request.post(`/api/staff/events/${e.id}/report/review`, {
      headers: { ...staff.headers, ...key() },
      data: { decision: 'VALIDATE' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return monthEvents(request, api, month);
};

/** A small valid one-page PDF. */
export const smallPdf = (): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};

export type InvoiceAnswer = { id: string; month: string; status: string; invoiceNumber: string };
export const invoicesOf = async (request: APIRequestContext, api: ApiSession): Promise<InvoiceAnswer[]> => {
  const res = await request.get(`/api/assistants/${api.userId}/invoices`, { headers: api.headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as InvoiceAnswer[];
};

export const staffSetStatus = async (
  request: APIRequestContext,
  invoiceId: string,
  status: string,
): Promise<void> => {
  const staff = await apiSession(request, STAFF);
  const res = await request.post(`/api/staff/invoices/${invoiceId}/status`, {
    headers: { ...staff.headers, ...key() },
    data: { status },
  });
  expect(res.status(), await res.text()).toBe(200);
};

export const uploadInvoicePdf = async (request: APIRequestContext, api: ApiSession): Promise<string> => {
  const res = await request.post('/api/files', {
    headers: { ...api.headers, ...key() },
    multipart: {
      usage: 'INVOICE',
      file: { name: 'facture.pdf', mimeType: 'application/pdf', buffer: smallPdf() },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
};
