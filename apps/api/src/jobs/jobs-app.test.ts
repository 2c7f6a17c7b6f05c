import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_QUEUE } from '../mail/mail-queue';
import { bearer, createTestContext, DEMO, signIn, STAFF, type TestContext } from '../test/test-app';
import { startSmtpServer } from '../test/mail-kit';

describe('the app with its mails through the job queue', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      mail: { smtp: smtp.url, from: 'Relais <no-reply@relais.test>' },
      jobs: { mailThroughQueue: true, mailRetryDelaySeconds: 1 },
    });
  });
  afterAll(async () => {
    await ctx.close(); // stops the queue before the database closes (onClose, last registered first)
    await smtp.close();
  });

  it('answers the request, then the worker sends its mail (a job, done once it arrived)', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/forgot/assistant',
      payload: { email: DEMO.email },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(smtp.received.map((m) => m.to)).toEqual([[DEMO.email]]), {
      timeout: 20_000,
      interval: 50,
    });
    expect(await ctx.app.jobs.failed(MAIL_QUEUE)).toEqual([]);
    // what a scrape reads: the queue's counts, per queue
    expect((await ctx.app.jobs.depth()).map((d) => d.name).sort()).toEqual([
      MAIL_QUEUE,
      'reminders',
      'retention',
    ]);
  });

  it('a mail whose retries are exhausted is listed to support staff with its reason; assistants are refused', async () => {
    const down = await startSmtpServer();
    await down.close();
    const failing = await createTestContext({
      mail: { smtp: down.url, from: 'Relais <no-reply@relais.test>' },
      jobs: { mailThroughQueue: true, mailRetryLimit: 0 },
    });
    try {
      const staff = await signIn(failing.app, STAFF);
      const assistant = await signIn(failing.app, DEMO);
      const list = (token: string) =>
        failing.app.inject({ method: 'GET', url: '/api/staff/mails/failed', headers: bearer(token) });
      expect((await list(staff.token)).json()).toEqual([]);
      await failing.app.inject({
        method: 'PUT',
        url: '/api/auth/forgot/assistant',
        payload: { email: DEMO.email },
      });
      await vi.waitFor(async () => expect((await list(staff.token)).json()).toHaveLength(1), {
        timeout: 20_000,
        interval: 100,
      });
      const [mail] = (await list(staff.token)).json<
        { to: string; subject: string; reason: string; failedAt: string }[]
      >();
      expect(mail).toMatchObject({ to: DEMO.email, reason: expect.stringMatching(/ECONNREFUSED/) as string });
      expect(Date.parse(mail?.failedAt ?? '')).not.toBeNaN();
      expect((await list(assistant.token)).statusCode).toBe(403);
    } finally {
      await failing.close();
    }
  }, 60_000);
});
