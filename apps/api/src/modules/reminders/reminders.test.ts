import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Readiness } from '@relais/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, folderDocuments, invoices } from '../../db/schema/index';
import { REMINDERS_QUEUE } from '../../jobs/reminders-job';
import { MAIL_QUEUE } from '../../mail/mail-queue';
import type { MailMessage } from '../../mail/mailer';
import { buildServices } from '../../services';
import { rowsOf } from '../../test/change-log';
import { startSmtpServer } from '../../test/mail-kit';
import { bearer, createTestContext, DEMO, signIn, type TestContext } from '../../test/test-app';

/**
 * The reminders through the job queue, as `npm start` sends them: each sweep enqueues its mails
 * (jobs of the mail queue, read here from pg-boss's table), the worker sends them. Two sets of
 * services on the one database stand for two processes (all they share is the database).
 */
describe('reminders', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  const processes = () =>
    [1, 2].map(
      () =>
        buildServices({
          db: ctx.app.db,
          clock: ctx.clock,
          audit: ctx.app.audit,
          config: ctx.app.appConfig,
          rateLimits: ctx.app.rateLimits,
          jobs: { queue: ctx.app.jobs, config: ctx.app.jobsConfig },
        }).reminders,
    );
  /** One sweep by each of the two processes at once. */
  const sweepTwice = async () => {
    const [a, b] = processes();
    await Promise.all([a?.sweep(), b?.sweep()]);
  };
  const mailJobs = async (): Promise<MailMessage[]> => {
    const rows = await rowsOf<{ data: MailMessage }>(
      ctx.testDb.db.execute(sql`SELECT data FROM pgboss.job WHERE name = ${MAIL_QUEUE} ORDER BY created_on`),
    );
    return rows.map((r) => r.data);
  };
  const demoId = () => ctx.testDb.people.demoId;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      mail: { smtp: smtp.url, from: 'Relais <no-reply@relais.test>' },
      jobs: { mailThroughQueue: true },
      publicUrl: 'https://app.relais.test',
    });
  });
  beforeEach(async () => {
    await ctx.reset();
    await ctx.testDb.db.execute(sql`DELETE FROM pgboss.job WHERE name = ${MAIL_QUEUE}`);
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('asks for a report not written at 18:00 on its day, once, whichever process sweeps', async () => {
    const eventId = randomUUID();
    // Tuesday 12 May 2026, 10:00 to 12:00 in Paris (UTC+2)
    await ctx.testDb.db.insert(events).values({
      id: eventId,
      assistantId: demoId(),
      clientId: ctx.testDb.people.demoClientIds[0] ?? '',
      label: 'Visite',
      startAt: new Date('2026-05-12T08:00:00Z'),
      durationMinutes: 120,
    });
    const forIt = async () =>
      (await mailJobs()).filter((m) => m.link?.endsWith(`/visit/report/edit/${eventId}`));

    ctx.clock.set('2026-05-12T15:59:00Z'); // 17:59 in Paris
    await sweepTwice();
    expect(await forIt()).toEqual([]);

    ctx.clock.set('2026-05-12T16:00:00Z'); // 18:00
    await sweepTwice();
    const [mail, ...more] = await forIt();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'demo@relais.test',
      subject: expect.stringMatching(/rapport/) as string,
    });
    expect(mail?.text).toContain('12 mai 2026');

    ctx.clock.set('2026-05-12T19:00:00Z');
    await sweepTwice();
    expect(await forIt()).toHaveLength(1);
    // the worker sends it: one mail at the SMTP server
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.raw.includes(eventId))).toHaveLength(1), {
      timeout: 20_000,
      interval: 50,
    });
  });

  it('does not ask for a report once it is written, nor for an intervention of days ago', async () => {
    const written = randomUUID();
    const old = randomUUID();
    const base = {
      assistantId: demoId(),
      clientId: ctx.testDb.people.demoClientIds[0] ?? '',
      label: 'Visite',
    };
    await ctx.testDb.db.insert(events).values([
      {
        ...base,
        id: written,
        startAt: new Date('2026-05-12T08:00:00Z'),
        durationMinutes: 60,
        status: 'TERMINATED',
      },
      { ...base, id: old, startAt: new Date('2026-05-08T08:00:00Z'), durationMinutes: 60 },
    ]);
    ctx.clock.set('2026-05-12T17:00:00Z');
    await sweepTwice();
    const links = (await mailJobs()).map((m) => m.link ?? '');
    expect(links.filter((l) => l.includes(written) || l.includes(old))).toEqual([]);
  });

  it('reminds a document 30 and 7 days before its limit day and on the day, each once', async () => {
    await ctx.testDb.db
      .delete(folderDocuments)
      .where(
        and(
          eq(folderDocuments.assistantId, demoId()),
          eq(folderDocuments.fileType, 'PROFESSIONAL_INSURANCE'),
        ),
      );
    await ctx.testDb.db.insert(folderDocuments).values({
      id: randomUUID(),
      assistantId: demoId(),
      fileType: 'PROFESSIONAL_INSURANCE',
      status: 'VALIDATED',
      expirationDate: '2026-07-15',
    });
    const subjects = async () =>
      (await mailJobs())
        .filter((m) => m.to === 'demo@relais.test' && m.subject.startsWith('Assurance professionnelle'))
        .map((m) => m.subject);

    ctx.clock.set('2026-06-14T06:00:00Z'); // 31 days before
    await sweepTwice();
    expect(await subjects()).toEqual([]);
    ctx.clock.set('2026-06-15T06:00:00Z'); // 30 days before
    await sweepTwice();
    ctx.clock.set('2026-06-20T06:00:00Z');
    await sweepTwice();
    expect(await subjects()).toEqual(['Assurance professionnelle : expire dans 30 jours']);
    ctx.clock.set('2026-07-08T06:00:00Z'); // 7 days before
    await sweepTwice();
    ctx.clock.set('2026-07-15T06:00:00Z'); // the day
    await sweepTwice();
    await sweepTwice();
    expect(await subjects()).toEqual([
      'Assurance professionnelle : expire dans 30 jours',
      'Assurance professionnelle : expire dans 7 jours',
      "Assurance professionnelle : expire aujourd'hui",
    ]);
    const [first] = (await mailJobs()).filter((m) => m.subject.startsWith('Assurance'));
    expect(first?.link).toBe('https://app.relais.test/user/file#PROFESSIONAL_INSURANCE');
  });

  it('a document first seen 5 days before its limit day gets one mail, not the 30-day one too', async () => {
    await ctx.testDb.db
      .update(folderDocuments)
      .set({ expirationDate: '2026-07-15', status: 'VALIDATED' })
      .where(and(eq(folderDocuments.assistantId, demoId()), eq(folderDocuments.fileType, 'SIGNED_CONTRACT')));
    ctx.clock.set('2026-07-10T06:00:00Z');
    await sweepTwice();
    ctx.clock.set('2026-07-11T06:00:00Z');
    await sweepTwice();
    const contract = (await mailJobs()).filter(
      (m) => m.to === 'demo@relais.test' && m.subject.startsWith('Contrat'),
    );
    expect(contract.map((m) => m.subject)).toEqual(['Contrat signé : expire dans 5 jours']);
  });

  it('announces the invoice window on the 20th, once per assistant with the month to invoice, with what blocks her', async () => {
    const windowMails = async () =>
      (await mailJobs()).filter((m) => m.subject === 'Les factures de février 2026 sont ouvertes');
    // February's invoices: none yet for the demo assistant (one held would make the mail pointless)
    await ctx.testDb.db
      .delete(invoices)
      .where(and(eq(invoices.assistantId, demoId()), eq(invoices.month, '2026-02')));
    ctx.clock.set('2026-03-19T09:00:00Z');
    await sweepTwice();
    expect(await windowMails()).toEqual([]);

    ctx.clock.set('2026-03-20T07:00:00Z');
    await sweepTwice();
    ctx.clock.set('2026-03-21T07:00:00Z');
    await sweepTwice();
    const mails = await windowMails();
    const recipients = mails.map((m) => m.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    const demo = mails.find((m) => m.to === 'demo@relais.test');
    expect(demo?.link).toBe('https://app.relais.test/activity/invoices');
    // what her readiness view says, the mail says: 'ready', or one line per blocker
    const session = await signIn(ctx.app, DEMO);
    const readiness = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/assistants/${session.userId}/invoices/readiness`,
        headers: bearer(session.token),
      })
    ).json<Readiness>();
    const lines = (demo?.text ?? '').split('\n\n').filter((p) => p.startsWith('- '));
    expect(lines).toHaveLength(readiness.blockers.length);
    if (readiness.blockers.length === 0) expect(demo?.text).toContain('rien ne la bloque');
    else expect(demo?.text).toContain('il reste à régler');
  });

  it('the job runs every quarter of an hour on the cluster and its run sends the due mails', async () => {
    expect((await ctx.app.jobs.depth()).map((d) => d.name)).toContain(REMINDERS_QUEUE);
    const eventId = randomUUID();
    await ctx.testDb.db.insert(events).values({
      id: eventId,
      assistantId: demoId(),
      clientId: ctx.testDb.people.demoClientIds[0] ?? '',
      label: 'Visite',
      startAt: new Date('2026-05-12T08:00:00Z'),
      durationMinutes: 120,
    });
    ctx.clock.set('2026-05-12T16:30:00Z');
    await ctx.app.jobs.send(REMINDERS_QUEUE, {});
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.raw.includes(eventId))).toHaveLength(1), {
      timeout: 20_000,
      interval: 50,
    });
  });
});
