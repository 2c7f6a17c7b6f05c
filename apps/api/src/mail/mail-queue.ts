import { createHash } from 'node:crypto';
import type { JobQueue, RetryPolicy } from '../jobs/queue';
import type { JobsConfig } from '../jobs/jobs-config';
import { afterCommit } from '../db/request-transaction';
import type { Mailer, MailMessage } from './mailer';
import type { MailFailureLog } from './send-safely';

/** The queue every mail goes through. */
export const MAIL_QUEUE = 'mail';

/** A mail's retries: `mailRetryLimit` attempts after the first, the delay doubling up to an hour. */
export const mailRetryPolicy = (
  config: Pick<JobsConfig, 'mailRetryLimit' | 'mailRetryDelaySeconds'>,
): RetryPolicy => ({
  retryLimit: config.mailRetryLimit,
  retryDelay: config.mailRetryDelaySeconds,
  retryBackoff: true,
  retryDelayMax: 3600,
});

/**
 * The mailer the services are given: `send` enqueues the mail (a row in the database) and returns;
 * the mail worker sends it with `direct`. A mail server down or refusing only delays the mail
 * (retries with backoff); it fails for good after the last retry. Inside a keyed write the enqueue
 * waits for the request's commit (`afterCommit`: the queue's statements run on their own connection,
 * on the embedded database the one the request's transaction holds) and is dropped if it rolls back:
 * no mail for a change that did not happen. A failed enqueue then is logged as `log` says.
 */
export const queuedMailer = (queue: JobQueue, direct: Mailer, log: MailFailureLog): Mailer => ({
  kind: direct.kind,
  send: (message) =>
    afterCommit(
      async () => {
        await queue.send<MailMessage>(MAIL_QUEUE, message);
      },
      (error) =>
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'mail not queued'),
    ),
  close: () => direct.close(),
});

/**
 * Sends the mails of the queue with `direct`. A job run twice (its process killed after the
 * server took the mail, before the job was marked done) sends the same message again with the
 * same Message-ID (`<job id>@relais`): an SMTP send cannot join a database transaction, so mail is
 * at least once, and the duplicate is one mail readers' clients and servers fold into the first.
 */
export const workMail = (queue: JobQueue, direct: Mailer, retry: RetryPolicy): Promise<void> =>
  queue.work<MailMessage>(MAIL_QUEUE, retry, async (message, run) => {
    await direct.send({ ...message, messageId: `<${run.id}@relais>` });
  });

/**
 * The job id of a mail sent once per `key`: a UUID made of the key's hash (the queue's ids are
 * UUIDs). The queue inserts a job whose id exists as nothing (ON CONFLICT DO NOTHING).
 */
export const onceJobId = (key: string): string => {
  const hex = createHash('sha256').update(`relais-mail:${key}`).digest('hex');
  // version 5 and RFC 4122 variant bits, as a name-based UUID has them
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Enqueues `message` as the job of `key`: the same key again (another process, a rerun) adds nothing. */
export const queueMailOnce = async (queue: JobQueue, key: string, message: MailMessage): Promise<void> => {
  await queue.send<MailMessage>(MAIL_QUEUE, message, { id: onceJobId(key) });
};
