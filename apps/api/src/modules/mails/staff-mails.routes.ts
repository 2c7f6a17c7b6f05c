import type { FastifyInstance } from 'fastify';
import { listFailedMails } from '@relais/contract';
import type { JobQueue } from '../../jobs/queue';
import type { MailMessage } from '../../mail/mailer';
import { MAIL_QUEUE } from '../../mail/mail-queue';
import { registerRoute } from '../../plugins/contract-routes';

/** The mails that failed for good, read from the mail queue (issue 30, support). */
export const staffMailsRoutes =
  (jobs: JobQueue) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listFailedMails, async () =>
      (await jobs.failed<MailMessage>(MAIL_QUEUE)).map((f) => ({
        id: f.id,
        to: f.data.to,
        subject: f.data.subject,
        reason: f.reason,
        failedAt: f.failedAt.toISOString(),
      })),
    );
  };
