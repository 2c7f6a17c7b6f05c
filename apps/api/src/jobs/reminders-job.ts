import type { JobQueue } from './queue';

export const REMINDERS_QUEUE = 'reminders';
/**
 * Every quarter of an hour (pg-boss's cron: one job per occurrence for the whole cluster): a report
 * is asked for at 18:00 on its day, the other reminders on the first sweep of their day.
 */
export const REMINDERS_CRON = '*/15 * * * *';

/** The reminders' job and its schedule (kept in the database: any process may set it, one runs it). */
export const workReminders = async <T>(
  queue: JobQueue,
  sweep: () => Promise<T>,
  log: (counts: T) => void,
): Promise<void> => {
  await queue.work(REMINDERS_QUEUE, { retryLimit: 3, retryDelay: 60, retryBackoff: true }, async () => {
    log(await sweep());
  });
  await queue.schedule(REMINDERS_QUEUE, REMINDERS_CRON);
};
