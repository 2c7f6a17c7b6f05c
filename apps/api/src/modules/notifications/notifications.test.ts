import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Notification, NotificationPage } from '@relais/domain';
import { folderDocuments, invoices, messages, notifications, reports } from '../../db/schema/index';
import { bearer, errJson, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from '../events/events-test-kit';
import { invoicesKit } from '../invoices/invoices-test-kit';

const t = useSignedInDemo();
const ev = eventsKit(t);
const inv = invoicesKit(
  () => t.ctx,
  () => t.s,
);
const db = () => t.ctx.testDb.db;

const api = (method: 'GET' | 'PUT' | 'POST', url: string, s: Session, payload?: object) =>
  t.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });
const staff = () => signIn(t.ctx.app, STAFF);

/** Her notification rows, oldest first. */
const rowsOf = async (userId: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
const list = async (s: Session = t.s, query = '') => {
  const res = await api('GET', `/users/${s.userId}/notifications${query}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPage>();
};

/** A visit of the plain client on March 12th, its report submitted (PENDING) that day: its facts. */
const pendingReport = async (): Promise<{ id: string; clientName: string; startAt: string }> => {
  const id = await ev.createVisit('2026-03-12T09:00:00+01:00', { duration: 180 });
  t.ctx.clock.set('2026-03-12T11:00:00.000Z');
  t.s = await signIn(t.ctx.app);
  const res = await ev.call('PUT', `/visits/${id}/report`, await ev.reportBody(ev.plainClient(), 180));
  expect(res.statusCode, res.body).toBe(200);
  const visit = (await ev.call('GET', `/visits/${id}`)).json<{ clientName: string }>();
  return { id, clientName: visit.clientName, startAt: '2026-03-12T08:00:00.000Z' };
};
const reviewReport = async (eventId: string, body: object) =>
  api('POST', `/staff/events/${eventId}/report/review`, await staff(), body);
const reviewDocument = async (assistantId: string, fileType: string, body: object) =>
  api('POST', `/staff/assistants/${assistantId}/folder/${fileType}/review`, await staff(), body);
const staffMessage = async (assistantId: string, body: object) =>
  api('POST', `/staff/assistants/${assistantId}/messages`, await staff(), body);

/** February's invoice submitted on March 2nd: its id. */
const submittedFebruary = async (): Promise<string> => {
  t.ctx.clock.set('2026-03-02T09:00:00.000Z');
  t.s = await signIn(t.ctx.app);
  await inv.dropOpenOfPreviousMonth();
  const res = await inv.submit(await inv.body(await inv.uploadInvoiceFile()));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};

describe('each decision of the team writes her notification', () => {
  it('a refused report: REPORT_REJECTED with the intervention it opens; a validation notifies too', async () => {
    const report = await pendingReport();
    const res = await reviewReport(report.id, { decision: 'REJECT', reason: 'Détaillez les tâches.' });
    expect(res.statusCode, res.body).toBe(200);
    const page = await list();
    expect(page.unread).toBe(1);
    expect(page.content).toEqual([
      {
        id: expect.any(String) as string,
        kind: 'REPORT_REJECTED',
        params: {
          eventId: report.id,
          remote: false,
          clientName: report.clientName,
          date: report.startAt,
        },
        createdAt: expect.any(String) as string,
        readAt: null,
      },
    ]);
    // written again and validated: a second notification
    const body = await ev.reportBody(ev.plainClient(), 180);
    expect((await ev.call('PUT', `/visits/${report.id}/report`, body)).statusCode).toBe(200);
    t.ctx.clock.set('2026-03-12T11:01:00.000Z'); // later: two at one instant have no order
    expect((await reviewReport(report.id, { decision: 'VALIDATE' })).statusCode).toBe(200);
    expect((await rowsOf(t.s.userId)).map((r) => [r.kind, r.targetId])).toEqual([
      ['REPORT_REJECTED', report.id],
      ['REPORT_VALIDATED', report.id],
    ]);
  });

  it('a refused document: DOCUMENT_REFUSED with its type; a validation does not notify', async () => {
    const res = await reviewDocument(t.s.userId, 'IDENTITY_DOCUMENT', {
      decision: 'REFUSE',
      reason: 'Illisible',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).content.map((n) => [n.kind, n.params])).toEqual([
      ['DOCUMENT_REFUSED', { fileType: 'IDENTITY_DOCUMENT' }],
    ]);
    expect((await reviewDocument(t.s.userId, 'IDENTITY_DOCUMENT', { decision: 'VALIDATE' })).statusCode).toBe(
      200,
    );
    expect((await rowsOf(t.s.userId)).map((r) => r.kind)).toEqual(['DOCUMENT_REFUSED']);
  });

  it("an invoice's status: INVOICE_STATUS with the invoice, its status, month and number", async () => {
    const id = await submittedFebruary();
    expect((await rowsOf(t.s.userId)).length).toBe(0); // her own submission notifies nobody
    const res = await inv.staffStatus(id, { status: 'INVALID', reason: 'Numéro manquant' });
    expect(res.statusCode, res.body).toBe(200);
    // a minute later: the list is newest first (two at the same instant have no order)
    t.ctx.clock.set('2026-03-02T09:01:00.000Z');
    expect((await inv.staffStatus(id, { status: 'ACCEPTED' })).statusCode).toBe(200);
    const page = await list();
    expect(page.unread).toBe(2);
    expect(page.content.map((n) => n.params)).toEqual([
      { invoiceId: id, status: 'ACCEPTED', month: '2026-02', invoiceNumber: 'FA-2026-02' },
      { invoiceId: id, status: 'INVALID', month: '2026-02', invoiceNumber: 'FA-2026-02' },
    ]);
  });

  it('a message from the team: MESSAGE_RECEIVED with the message it opens', async () => {
    const res = await staffMessage(t.s.userId, { subject: 'Votre planning', content: '<p>Bonjour</p>' });
    expect(res.statusCode, res.body).toBe(200);
    const messageId = res.json<{ id: string }>().id;
    expect((await list()).content.map((n) => [n.kind, n.params])).toEqual([
      ['MESSAGE_RECEIVED', { messageId, subject: 'Votre planning' }],
    ]);
    // her own message to the team notifies nobody
    const recipients = await api('GET', `/users/${t.s.userId}/messages/recipients`, t.s);
    const to = recipients.json<{ recipients: { id: string }[] }>().recipients[0]?.id ?? '';
    const mine = await api('POST', `/users/${t.s.userId}/messages`, t.s, {
      receiverId: to,
      subject: 'Question',
      content: '<p>?</p>',
      draft: false,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await rowsOf(to)).toEqual([]);
    expect((await rowsOf(t.s.userId)).length).toBe(1);
  });
});

describe('a decision refused writes no notification', () => {
  it('report, document, invoice and message refused: nothing written', async () => {
    const notSubmitted = await ev.createVisit('2026-03-13T09:00:00+01:00');
    expect(errJson(await reviewReport(notSubmitted, { decision: 'REJECT', reason: 'x' })).errorCode).toBe(
      'report_not_submitted',
    );
    const report = await pendingReport();
    expect((await reviewReport(report.id, { decision: 'REJECT' })).statusCode).toBe(400);
    expect((await reviewDocument(t.s.userId, 'IDENTITY_DOCUMENT', { decision: 'REFUSE' })).statusCode).toBe(
      400,
    );
    expect(
      (await reviewDocument(t.s.userId, 'LAST_DIPLOMA', { decision: 'REFUSE', reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await inv.staffStatus('no-such-invoice', { status: 'ACCEPTED' })).statusCode).toBe(404);
    expect((await staffMessage(t.s.userId, { subject: '', content: '<p>x</p>' })).statusCode).toBe(400);
    expect((await staffMessage('no-such-user', { subject: 'S', content: '<p>x</p>' })).statusCode).toBe(404);
    // an assistant cannot make a decision (403): nothing written either
    expect(
      (await api('POST', `/staff/events/${report.id}/report/review`, t.s, { decision: 'VALIDATE' }))
        .statusCode,
    ).toBe(403);
    expect(await db().select().from(notifications)).toEqual([]);
  });
});

describe('a decision and its notification commit together', () => {
  /** Makes every notification insert fail (a trigger), runs `fn`, then removes the trigger. */
  const withFailingNotifications = async (fn: () => Promise<void>): Promise<void> => {
    await db().execute(sql`CREATE OR REPLACE FUNCTION notifications_refuse() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'notification write failed'; END; $$ LANGUAGE plpgsql`);
    await db().execute(
      sql`CREATE TRIGGER notifications_refuse BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION notifications_refuse()`,
    );
    try {
      await fn();
    } finally {
      await db().execute(sql`DROP TRIGGER notifications_refuse ON notifications`);
      await db().execute(sql`DROP FUNCTION notifications_refuse()`);
    }
  };

  it('when the notification cannot be written, no decision is: report, document, invoice, message', async () => {
    const invoiceId = await submittedFebruary();
    const report = await pendingReport();
    const messagesBefore = (await db().select().from(messages)).length;
    await withFailingNotifications(async () => {
      expect((await reviewReport(report.id, { decision: 'REJECT', reason: 'x' })).statusCode).toBe(500);
      expect(
        (await reviewDocument(t.s.userId, 'IDENTITY_DOCUMENT', { decision: 'REFUSE', reason: 'x' }))
          .statusCode,
      ).toBe(500);
      expect((await inv.staffStatus(invoiceId, { status: 'INVALID', reason: 'x' })).statusCode).toBe(500);
      expect((await staffMessage(t.s.userId, { subject: 'S', content: '<p>x</p>' })).statusCode).toBe(500);
    });
    const [r] = await db().select().from(reports).where(eq(reports.eventId, report.id));
    expect(r?.status).toBe('PENDING');
    const [doc] = await db()
      .select()
      .from(folderDocuments)
      .where(
        and(eq(folderDocuments.assistantId, t.s.userId), eq(folderDocuments.fileType, 'IDENTITY_DOCUMENT')),
      );
    expect(doc?.status).toBe('PENDING');
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.status).toBe('PROPOSED');
    expect((await db().select().from(messages)).length).toBe(messagesBefore);
    expect(await db().select().from(notifications)).toEqual([]);
  });
});

describe('hers alone: reading and marking', () => {
  const threeNotifications = async (): Promise<Notification[]> => {
    for (const subject of ['Un', 'Deux', 'Trois']) {
      t.ctx.clock.set(new Date(t.ctx.clock.now().getTime() + 60_000).toISOString());
      expect((await staffMessage(t.s.userId, { subject, content: '<p>x</p>' })).statusCode).toBe(200);
    }
    return (await list()).content;
  };

  it('lists newest first, paged, with the unread count of all hers', async () => {
    await threeNotifications();
    const first = await list(t.s, '?page=0&size=2');
    expect(first.content.map((n) => n.kind === 'MESSAGE_RECEIVED' && n.params.subject)).toEqual([
      'Trois',
      'Deux',
    ]);
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2, unread: 3 });
    const second = await list(t.s, '?page=1&size=2');
    expect(second.content.map((n) => n.kind === 'MESSAGE_RECEIVED' && n.params.subject)).toEqual(['Un']);
  });

  it('marks one read (once), then all up to a time: one that came later stays unread', async () => {
    const [newest, middle, oldest] = await threeNotifications();
    if (!newest || !middle || !oldest) throw new Error('three notifications expected');
    const one = await api('PUT', `/users/${t.s.userId}/notifications/${middle.id}/read`, t.s);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ unread: 2 });
    const readAt = (await list()).content.find((n) => n.id === middle.id)?.readAt;
    expect(readAt).toEqual(expect.any(String));
    t.ctx.clock.set(new Date(t.ctx.clock.now().getTime() + 60_000).toISOString());
    // again: no change, its time kept
    expect((await api('PUT', `/users/${t.s.userId}/notifications/${middle.id}/read`, t.s)).json()).toEqual({
      unread: 2,
    });
    expect((await list()).content.find((n) => n.id === middle.id)?.readAt).toBe(readAt);

    const all = await api('PUT', `/users/${t.s.userId}/notifications/read`, t.s, {
      before: middle.createdAt,
    });
    expect(all.json()).toEqual({ unread: 1 });
    expect((await list()).content.map((n) => n.readAt === null)).toEqual([true, false, false]);
    const rest = await api('PUT', `/users/${t.s.userId}/notifications/read`, t.s, {
      before: newest.createdAt,
    });
    expect(rest.json()).toEqual({ unread: 0 });
  });

  it('another assistant can never read or mark hers; staff are refused', async () => {
    const [hers] = await threeNotifications();
    if (!hers) throw new Error('a notification expected');
    const other = await signIn(t.ctx.app, OTHER);
    expect((await api('GET', `/users/${t.s.userId}/notifications`, other)).statusCode).toBe(403);
    expect((await api('PUT', `/users/${t.s.userId}/notifications/${hers.id}/read`, other)).statusCode).toBe(
      403,
    );
    expect(
      (await api('PUT', `/users/${t.s.userId}/notifications/read`, other, { before: hers.createdAt }))
        .statusCode,
    ).toBe(403);
    // through her own path, the id of someone else's is refused, one that does not exist not found
    const viaOwn = await api('PUT', `/users/${other.userId}/notifications/${hers.id}/read`, other);
    expect(viaOwn.statusCode).toBe(403);
    expect(errJson(viaOwn).errorCode).toBe('access_denied');
    const none = await api('PUT', `/users/${other.userId}/notifications/no-such-one/read`, other);
    expect(errJson(none).errorCode).toBe('not_found');
    expect(await list(other)).toMatchObject({ content: [], unread: 0 });
    // marking all of hers marks none of the demo's
    await api('PUT', `/users/${other.userId}/notifications/read`, other, { before: hers.createdAt });
    expect((await list()).unread).toBe(3);

    const team = await staff();
    expect((await api('GET', `/users/${t.s.userId}/notifications`, team)).statusCode).toBe(403);
    expect((await api('GET', `/users/${team.userId}/notifications`, team)).statusCode).toBe(403);
    expect((await api('PUT', `/users/${team.userId}/notifications/${hers.id}/read`, team)).statusCode).toBe(
      403,
    );
    expect((await list()).unread).toBe(3);
  });

  it('answers bad input with a clear 400', async () => {
    const size = await api('GET', `/users/${t.s.userId}/notifications?size=1000`, t.s);
    expect(size.statusCode).toBe(400);
    expect(errJson(size).errors).toContainEqual({ errorCode: 'value-out-of-range', field: 'size' });
    const page = await api('GET', `/users/${t.s.userId}/notifications?page=-1`, t.s);
    expect(page.statusCode).toBe(400);
    const before = await api('PUT', `/users/${t.s.userId}/notifications/read`, t.s, { before: 'yesterday' });
    expect(before.statusCode).toBe(400);
    expect(errJson(before).errorCode).toBe('validation_failed');
    // a year PostgreSQL refuses is out of range, not a 500 (decisions "Bounds")
    const yearZero = await api('PUT', `/users/${t.s.userId}/notifications/read`, t.s, {
      before: '0000-01-01T00:00:00Z',
    });
    expect(yearZero.statusCode, yearZero.body).toBe(400);
    expect(errJson(yearZero).errors).toContainEqual({ errorCode: 'date-out-of-range', field: 'before' });
  });
});
