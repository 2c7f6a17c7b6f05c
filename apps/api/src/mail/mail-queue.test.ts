import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type DbHandle } from '../db/client';
import { createJobQueue, type JobHandler, type JobQueue } from '../jobs/queue';
import { startSmtpServer } from '../test/mail-kit';
import { createMailer, type MailMessage } from './mailer';
import { MAIL_QUEUE, queuedMailer, workMail } from './mail-queue';

const silent = { info: () => {} };
/** An enqueue that fails is logged here (none should). */
const notQueued = { error: (_: object, message: string) => expect.fail(message) };
const mail = (to: string): MailMessage => ({
  to,
  subject: 'Votre lien',
  text: 'le lien',
  html: '<p>le lien</p>',
});
const messageIdOf = (raw: string): string | undefined => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

describe('mails through the job queue (real local SMTP server)', () => {
  let handle: DbHandle;
  let queue: JobQueue;
  beforeAll(async () => {
    handle = await openPglite();
    queue = createJobQueue(handle.db, {
      pollingIntervalSeconds: 0.5,
      workers: false,
      schedule: false,
      onError: (error) => {
        throw error;
      },
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop(1000);
    await handle.close();
  });

  it('loses no mail while the SMTP server is down: retried with backoff, it arrives once the server is back', async () => {
    const first = await startSmtpServer();
    const port = first.port;
    await first.close(); // the mail server is down
    const direct = createMailer(
      { from: 'Relais <noreply@relais.test>', smtp: `smtp://127.0.0.1:${port}` },
      '',
      silent,
    );
    await workMail(queue, direct, { retryLimit: 5, retryDelay: 1, retryBackoff: true });
    await queuedMailer(queue, direct, notQueued).send(mail('ada@relais.test'));
    await queue.drain(); // the first attempt fails: connection refused
    expect(await queue.failed(MAIL_QUEUE)).toEqual([]);
    const smtp = await startSmtpServer(port);
    try {
      await vi.waitFor(
        async () => {
          await queue.drain();
          expect(smtp.received.map((m) => m.to)).toEqual([['ada@relais.test']]);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(messageIdOf(smtp.received[0]?.raw ?? '')).toMatch(/^<[0-9a-f-]+@relais>$/);
    } finally {
      await smtp.close();
    }
  }, 60_000);

  it('a mail whose retries are exhausted is kept as failed, with its reason and date', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const direct = createMailer({ from: 'Relais <noreply@relais.test>', smtp: gone.url }, '', silent);
    const q = createJobQueue(handle.db, {
      pollingIntervalSeconds: 0.5,
      workers: false,
      schedule: false,
      onError: () => {},
    });
    await q.start();
    try {
      await workMail(q, direct, { retryLimit: 1, retryDelay: 0 });
      await queuedMailer(q, direct, notQueued).send(mail('bob@relais.test'));
      await vi.waitFor(
        async () => {
          await q.drain();
          expect((await q.failed<MailMessage>(MAIL_QUEUE)).map((f) => f.data.to)).toContain(
            'bob@relais.test',
          );
        },
        { timeout: 30_000, interval: 200 },
      );
      const [failed] = (await q.failed<MailMessage>(MAIL_QUEUE)).filter(
        (f) => f.data.to === 'bob@relais.test',
      );
      expect(failed?.reason).toMatch(/ECONNREFUSED/);
      expect(failed?.failedAt).toBeInstanceOf(Date);
    } finally {
      await q.stop(1000);
    }
  }, 60_000);

  it('a mail job run twice (its process killed before the job was marked done) sends one Message-ID', async () => {
    const smtp = await startSmtpServer();
    try {
      const direct = createMailer({ from: 'Relais <noreply@relais.test>', smtp: smtp.url }, '', silent);
      const handlers: JobHandler<MailMessage>[] = [];
      // the queue's side is pg-boss's (tested in queue.test.ts); here the handler itself runs twice
      const capture = {
        ...queue,
        work: async <T extends object>(_: string, __: unknown, h: JobHandler<T>) => {
          handlers.push(h as unknown as JobHandler<MailMessage>);
        },
      };
      await workMail(capture, direct, { retryLimit: 0 });
      const run = { id: '0b6f7f0e-2f5e-4b7e-9c59-9d1c1d0f1a11', retryCount: 0 };
      await handlers[0]?.(mail('cy@relais.test'), run);
      await handlers[0]?.(mail('cy@relais.test'), { ...run, retryCount: 1 });
      expect(smtp.received).toHaveLength(2);
      expect(new Set(smtp.received.map((m) => messageIdOf(m.raw)))).toEqual(new Set([`<${run.id}@relais>`]));
    } finally {
      await smtp.close();
    }
  });
});
