import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DATE_MAX,
  EXPENSE_AMOUNT_MAX,
  EXPENSE_HOURS_MAX,
  EXPENSE_KM_MAX,
  EXPENSE_LINES_MAX,
  MESSAGE_FILES_MAX,
  FIXED_PRICE_MAX,
  HISTORY_PAGE_MAX,
  INVOICE_AMOUNT_MAX,
  TASK_MINUTES_MAX,
} from '@relais/domain';
import { events, leaves, users } from '../db/schema/index';
import { eventsKit } from '../modules/events/events-test-kit';
import { PNG } from './real-files';
import { bearer, errJson } from './test-app';
import { useSignedInDemo } from './signed-in-context';

/**
 * Issue 14: every number and date the API takes has a realistic bound (decisions "Bounds"). One over
 * it is refused with 400, the field named and the bound's own code; the bound itself is accepted.
 * TEST_NOW is Wednesday 2026-03-11 10:00 in Paris.
 */
const t = useSignedInDemo();
const k = eventsKit(t);

type Res = Awaited<ReturnType<typeof k.call>>;
const expectRefused = (res: Res, field: string, code: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(errJson(res).errors, res.body).toContainEqual({ errorCode: code, field });
};
const OUT = 'value-out-of-range';
const FAR = 'date-out-of-range';
const inject = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(t.s.token),
    ...(payload ? { payload } : {}),
  });

const PAST = '2026-03-10T09:00:00+01:00';
const pastVisitReport = async (extra: Record<string, unknown>) => {
  const id = await k.createVisit(PAST, { duration: 180 });
  const body = await k.reportBody(k.plainClient(), 180, extra);
  return k.call('PUT', `/visits/${id}/report`, body);
};
const line = (l: Record<string, unknown>) => ({ expenseLineRequestList: [{ index: 0, label: null, ...l }] });

describe('a report over a bound is refused, field named', () => {
  it.each([
    [
      'kilometres',
      line({ kind: 'KM', quantity: EXPENSE_KM_MAX + 0.01 }),
      'expenseLineRequestList.0.quantity',
    ],
    ['kilometres 1e308', line({ kind: 'KM', quantity: 1e308 }), 'expenseLineRequestList.0.quantity'],
    ['kilometres 1e20', line({ kind: 'KM', quantity: 1e20 }), 'expenseLineRequestList.0.quantity'],
    ['hours (minutes)', line({ kind: 'HOURS', quantity: EXPENSE_HOURS_MAX + 1 }), 'expenses.0'],
    ['premium hours', line({ kind: 'PREMIUM_HOURS', quantity: EXPENSE_HOURS_MAX + 1 }), 'expenses.0'],
    [
      'an amount',
      line({ kind: 'EXPENSE', amount: EXPENSE_AMOUNT_MAX + 0.01 }),
      'expenseLineRequestList.0.amount',
    ],
    [
      'a line index',
      line({ kind: 'KM', quantity: 1, index: EXPENSE_LINES_MAX }),
      'expenseLineRequestList.0.index',
    ],
    ['the fixed price', { fixedPrice: FIXED_PRICE_MAX + 0.01 }, 'fixedPrice'],
    ['the fixed price 1e308', { fixedPrice: 1e308 }, 'fixedPrice'],
    ['realDuration', { realDuration: 1e9 }, 'realDuration'],
  ])('%s', async (_what, extra, field) => {
    expectRefused(await pastVisitReport(extra), field, OUT);
  });

  it('a task duration', async () => {
    const [a] = await k.taskIds(false);
    const list = [{ taskId: a, duration: TASK_MINUTES_MAX + 1 }];
    expectRefused(
      await pastVisitReport({ reportTaskRequestList: list }),
      'reportTaskRequestList.0.duration',
      OUT,
    );
  });

  it.each(['9999-12-31T23:59:59Z', '0001-01-01T10:00:00Z', '1999-12-31T22:59:59Z'])(
    'a real start at %s',
    async (date) => {
      expectRefused(await pastVisitReport({ realStartingDate: date }), 'realStartingDate', FAR);
    },
  );

  it('accepts the largest kilometres, hours and fixed price', async () => {
    const res = await pastVisitReport({
      fixedPrice: FIXED_PRICE_MAX,
      expenseLineRequestList: [
        { index: 0, kind: 'KM', quantity: EXPENSE_KM_MAX },
        { index: 1, kind: 'HOURS', quantity: EXPENSE_HOURS_MAX },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a visit or a remote work out of the date range is refused, never a 500', () => {
  const recurrence = { kind: 'WEEKLY', until: '2026-04-30' };
  it.each([
    ['9999-12-31T23:59:59Z', { recurrence }],
    ['9999-12-31T23:59:59Z', {}],
    ['0001-01-01T09:00:00Z', { recurrence }],
    ['2100-01-01T09:00:00Z', {}],
  ])('starting %s', async (startDate, extra) => {
    expectRefused(await k.call('POST', '/visits', k.visitBody(startDate, extra)), 'startDate', FAR);
    const remote = { clientId: k.plainClient(), startDate, duration: 60 };
    expectRefused(await k.call('POST', '/remoteworks', remote), 'startDate', FAR);
  });

  it('a recurrence until 9999 (and one until the last day of the range is expanded)', async () => {
    const far = k.visitBody('2026-03-16T09:00:00+01:00', {
      recurrence: { kind: 'WEEKLY', until: '9999-12-31' },
    });
    expectRefused(await k.call('POST', '/visits', far), 'recurrence.until', FAR);
    const last = k.visitBody('2026-03-16T09:00:00+01:00', {
      recurrence: { kind: 'MONTHLY', until: DATE_MAX },
    });
    const res = await k.call('POST', '/visits', last);
    expect(res.statusCode, res.body).toBe(200);
    // a year at most: 16 March 2026 to 16 March 2027
    expect(res.json<{ created: unknown[] }>().created).toHaveLength(13);
  });

  it('a remote work written with its report at once, 1e308 km or in year 9999', async () => {
    const reportRequest = await k.reportBody(k.plainClient(), 60, line({ kind: 'KM', quantity: 1e308 }));
    const remoteWorkRequest = { clientId: k.plainClient(), startDate: '9999-12-31T09:00:00Z', duration: 60 };
    const res = await k.call('POST', '/remoteworks/report', { remoteWorkRequest, reportRequest });
    expectRefused(res, 'remoteWorkRequest.startDate', FAR);
    expectRefused(res, 'reportRequest.expenseLineRequestList.0.quantity', OUT);
  });

  it('changing a visit to year 9999', async () => {
    const id = await k.createVisit('2026-03-16T09:00:00+01:00');
    const res = await k.call('PUT', `/visits/${id}`, k.visitBody('9999-12-31T09:00:00Z'));
    expectRefused(res, 'startDate', FAR);
  });
});

describe('other dates and numbers out of range', () => {
  const me = () => `/assistants/${t.s.userId}`;
  it('absences', async () => {
    const leave = { startDate: '2026-04-01', endDate: '9999-12-31', label: 'Congés' };
    expectRefused(await inject('POST', `${me()}/leaves`, leave), 'endDate', FAR);
  });
  it('the planning snooze', async () => {
    expectRefused(await inject('PATCH', `${me()}/snooze?untilDate=9999-12-31`), 'untilDate', FAR);
  });
  it('queries with dates', async () => {
    expectRefused(await inject('GET', `${me()}/events?start=0001-01-01&end=2026-03-31`), 'start', FAR);
    expectRefused(await inject('GET', `/dashboard?userId=${t.s.userId}&date=9999-12-31`), 'date', FAR);
    expectRefused(await inject('GET', `${me()}/proforma/9999-12`), 'date', FAR);
    expectRefused(await inject('GET', `${me()}/proforma/0001-01-15`), 'date', FAR);
  });
  it('a page of the history', async () => {
    expectRefused(await inject('GET', `${me()}/logs?page=${HISTORY_PAGE_MAX + 1}`), 'page', OUT);
    expect((await inject('GET', `${me()}/logs?page=${HISTORY_PAGE_MAX}`)).statusCode).toBe(200);
  });
  it('a birth date or a warning date in the profile', async () => {
    const put = (fields: Record<string, unknown>) =>
      inject('PUT', '/assistants', { userId: t.s.userId, ...fields });
    expectRefused(await put({ birthdate: '1800-01-01' }), 'birthdate', FAR);
    expectRefused(await put({ warningRelaisAcademy: '9999-01-01' }), 'warningRelaisAcademy', FAR);
    expect((await put({ birthdate: '1950-06-01' })).statusCode).toBe(200);
  });
  it('invoice amounts, month and date', async () => {
    const body = {
      month: '2026-02',
      invoiceNumber: 'FA-1',
      invoiceDate: '2026-03-02',
      fileId: 'f',
      amountTaxFree: 1e308,
      amountWithTax: INVOICE_AMOUNT_MAX + 0.01,
      regularizationFixedPrice: -1e20,
    };
    const res = await inject('POST', `${me()}/invoices`, body);
    expectRefused(res, 'amountTaxFree', OUT);
    expectRefused(res, 'amountWithTax', OUT);
    expectRefused(res, 'regularizationFixedPrice', OUT);
    const far = await inject('POST', `${me()}/invoices`, {
      ...body,
      month: '9999-12',
      invoiceDate: '0001-01-01',
    });
    expectRefused(far, 'month', FAR);
    expectRefused(far, 'invoiceDate', FAR);
  });

  it('the order of an uploaded file', async () => {
    const upload = async (field: string, value: string) => {
      const form = new FormData();
      form.append('usage', 'EXPENSE');
      form.append(field, value);
      form.append('file', new Blob([new Uint8Array(PNG)]), 'ticket.png');
      const request = new Request('http://relais.test/api/files', { method: 'POST', body: form });
      return t.ctx.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...bearer(t.s.token), 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    expectRefused(await upload('expenseOrder', '10000000000'), 'expenseOrder', OUT);
    expectRefused(await upload('expenseOrder', String(EXPENSE_LINES_MAX)), 'expenseOrder', OUT);
    expectRefused(await upload('messageFileIndex', String(MESSAGE_FILES_MAX)), 'messageFileIndex', OUT);
  });
});

describe('dates stored before the range existed still read', () => {
  it('visits in years 0001 and 9999, a far absence and snooze: every read answers, none 5xx', async () => {
    const db = t.ctx.testDb.db;
    const far = await k.createVisit('2026-03-16T09:00:00+01:00');
    const old = await k.createVisit('2026-03-17T09:00:00+01:00');
    await db
      .update(events)
      .set({ startAt: new Date('9999-12-31T23:59:59Z') })
      .where(eq(events.id, far));
    await db
      .update(events)
      .set({ startAt: new Date('0001-01-01T09:00:00Z') })
      .where(eq(events.id, old));
    const leave = await inject('POST', `/assistants/${t.s.userId}/leaves`, {
      startDate: '2026-04-01',
      endDate: '2026-04-02',
      label: 'Congés',
    });
    expect(leave.statusCode, leave.body).toBe(200);
    await db.update(leaves).set({ endDate: '9999-12-31' });
    await db
      .update(users)
      .set({ warningUpdatePlanningDismissed: '9999-12-31', birthdate: '0001-01-01' })
      .where(eq(users.id, t.s.userId));
    const me = `/assistants/${t.s.userId}`;
    for (const url of [
      `${me}/events`,
      `${me}/visits/${far}`,
      `${me}/visits/${old}`,
      `${me}/leaves`,
      `${me}/availability`,
      `${me}/logs`,
      me,
      `/dashboard?userId=${t.s.userId}`,
      `${me}/events/monthsToInvoice`,
      `${me}/invoices/readiness`,
    ]) {
      const res = await inject('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });
});
