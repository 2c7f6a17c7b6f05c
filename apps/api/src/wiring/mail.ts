import { join } from 'node:path';
import { DEFAULT_MAIL_FROM, type AppConfig } from '../config';
import type { JobQueue } from '../jobs/queue';
import type { JobsConfig } from '../jobs/jobs-config';
import { mailRetryPolicy, queuedMailer, queueMailOnce, workMail } from '../mail/mail-queue';
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer';
import type { ServiceLog } from './service-log';

/**
 * The app's outgoing mail: `direct` (SMTP, or `.eml` files with no server), and what the services
 * are given: with `mailThroughQueue`, every mail a job of the queue, sent by its worker with retries.
 */
export const buildMail = (deps: {
  config: AppConfig;
  log: ServiceLog;
  mailer: Mailer | undefined;
  jobs: { queue: JobQueue; config: JobsConfig } | undefined;
}) => {
  const { config, log, jobs } = deps;
  const direct =
    deps.mailer ??
    createMailer(config.mail ?? { from: DEFAULT_MAIL_FROM }, join(config.dataDir, 'mail'), log);
  const queued = jobs?.config.mailThroughQueue ? jobs : null;
  return {
    /** The mailer the services send with. */
    outgoing: queued ? queuedMailer(queued.queue, direct, log) : direct,
    /**
     * Sends a mail once per key (the reminders). Through the queue the key is the job's id: sent
     * again, it is no second mail. Without a queue (an app built by hand in tests, one process) it
     * is a plain send.
     */
    once: async (key: string, message: MailMessage): Promise<void> =>
      queued ? queueMailOnce(queued.queue, key, message) : direct.send(message),
    /** Starts sending the queued mails (app.ts, once the queue runs); nothing to start without a queue. */
    worker: async (): Promise<void> => {
      if (queued) await workMail(queued.queue, direct, mailRetryPolicy(queued.config));
    },
  };
};
