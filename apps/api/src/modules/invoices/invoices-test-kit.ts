import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { businessMonth, type Proforma } from '@relais/domain';
import { events, invoices, tasks, users } from '../../db/schema/index';
import { bearer, objJson, signIn, STAFF, type Session, type TestContext } from '../../test/test-app';
import { PDF, PNG } from '../../test/real-files';
import { monthBounds } from './invoice-proforma';

type Method = 'GET' | 'POST' | 'PUT';

/** POST /files as a browser sends it (multipart). */
const upload = async (
  ctx: TestContext,
  token: string,
  file: { name: string; bytes: Buffer },
  usage: string,
): Promise<LightMyRequestResponse> => {
  const form = new FormData();
  form.append('usage', usage);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://relais.test/api/files', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
};

/** Shared helpers of the invoices module's tests (no test runner import: used by *.test.ts only). */
export const invoicesKit = (ctx: () => TestContext, session: () => Session) => {
  const db = () => ctx().testDb.db;
  const people = () => ctx().testDb.people;
  const previousMonth = () => businessMonth(ctx().clock.now(), -1);

  const api = (
    method: Method,
    url: string,
    payload?: unknown,
    opts: { key?: string; as?: Session } = {},
  ): Promise<LightMyRequestResponse> =>
    ctx().app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...bearer((opts.as ?? session()).token),
        ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const mine = (path: string, as?: Session) => `/assistants/${(as ?? session()).userId}${path}`;

  const staff = () => signIn(ctx().app, STAFF);

  /** Uploads an INVOICE file (a PDF unless told) and answers its id. */
  const uploadInvoiceFile = async (as?: Session, bytes: Buffer = PDF, usage = 'INVOICE'): Promise<string> => {
    const name = bytes === PDF ? 'facture.pdf' : 'facture.png';
    const res = await upload(ctx(), (as ?? session()).token, { name, bytes }, usage);
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    return String(objJson(res)['id']);
  };
  const uploadPng = (as?: Session) => uploadInvoiceFile(as, PNG);

  const proforma = async (month = previousMonth(), as?: Session): Promise<Proforma> => {
    const res = await api('GET', mine(`/proforma/${month}`, as), undefined, { as });
    if (res.statusCode !== 200) throw new Error(`pro-forma failed: ${res.body}`);
    return res.json<Proforma>();
  };

  /** A valid submission body for the month: the pro-forma's totals (plus the regularisation). */
  const body = async (fileId: string, extra: Record<string, unknown> = {}, month = previousMonth()) => {
    const p = await proforma(month);
    return {
      month,
      invoiceNumber: `FA-${month}`,
      invoiceDate: `${businessMonth(ctx().clock.now())}-02`,
      fileId,
      amountTaxFree: p.totals.taxFree,
      amountWithTax: p.totals.withTax,
      ...extra,
    };
  };

  const submit = (payload: unknown, opts: { key?: string; as?: Session } = {}) =>
    api('POST', mine('/invoices', opts.as), payload, opts);

  /** The test shortcut: the previous month's open interventions are deleted (the journey validates them). */
  const dropOpenOfPreviousMonth = async (): Promise<void> => {
    const { from, to } = monthBounds(previousMonth());
    const open = await db()
      .select({ id: events.id, startAt: events.startAt })
      .from(events)
      .where(
        and(eq(events.assistantId, people().demoId), ne(events.status, 'CLOSED'), isNull(events.deletedAt)),
      );
    const ids = open.filter((e) => e.startAt >= from && e.startAt < to).map((e) => e.id);
    if (ids.length > 0)
      await db().update(events).set({ deletedAt: ctx().clock.now() }).where(inArray(events.id, ids));
  };

  const setUser = (fields: Partial<typeof users.$inferInsert>) =>
    db().update(users).set(fields).where(eq(users.id, people().demoId));

  const invoiceRows = (assistantId = people().demoId) =>
    db().select().from(invoices).where(eq(invoices.assistantId, assistantId));

  const staffStatus = async (invoiceId: string, payload: unknown, as?: Session) =>
    api('POST', `/staff/invoices/${invoiceId}/status`, payload, { as: as ?? (await staff()) });

  const taskIds = async (premium: boolean): Promise<string[]> =>
    (await db().select({ id: tasks.id }).from(tasks).where(eq(tasks.premium, premium))).map((r) => r.id);

  return {
    api,
    mine,
    staff,
    previousMonth,
    uploadInvoiceFile,
    uploadPng,
    proforma,
    body,
    submit,
    dropOpenOfPreviousMonth,
    setUser,
    invoiceRows,
    staffStatus,
    taskIds,
  };
};

export type InvoicesKit = ReturnType<typeof invoicesKit>;
