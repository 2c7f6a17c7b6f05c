/** The job queue's settings (README "Configuration"); every one has a default. */
export type JobsConfig = {
  /** JOB_POLL_SECONDS: how often an idle worker looks for due jobs (a send wakes its own process's at once). */
  pollingIntervalSeconds: number;
  /** MAIL_RETRY_LIMIT: attempts after the first before a mail fails for good. */
  mailRetryLimit: number;
  /** MAIL_RETRY_DELAY_SECONDS: the first retry's delay, doubled at each attempt (capped at an hour). */
  mailRetryDelaySeconds: number;
  /** AUDIT_RETENTION_DAYS: audit lines older than this are removed by the retention job. */
  auditRetentionDays: number;
  /** HISTORY_RETENTION_DAYS: change history lines older than this are removed by the retention job. */
  historyRetentionDays: number;
  /**
   * Every mail a job (sent by the worker, retried): true from the environment (main.ts); false for
   * an app built by hand (tests that read mails at once): mails sent inside the request as before.
   */
  mailThroughQueue: boolean;
  /**
   * Whether this process starts the schedules' jobs when due (retention, reminders): true from the
   * environment; false in API tests (test-app.ts), where a quarter hour passing during a test would
   * start a reminders sweep and mail the demo people in the middle of a test counting mails.
   */
  runSchedules: boolean;
};

export const DEFAULT_JOBS_CONFIG: JobsConfig = {
  pollingIntervalSeconds: 2,
  mailRetryLimit: 10,
  mailRetryDelaySeconds: 30,
  auditRetentionDays: 400,
  historyRetentionDays: 3650,
  mailThroughQueue: false,
  runSchedules: true,
};

const ENV_NAMES: Record<Exclude<keyof JobsConfig, 'mailThroughQueue' | 'runSchedules'>, string> = {
  pollingIntervalSeconds: 'JOB_POLL_SECONDS',
  mailRetryLimit: 'MAIL_RETRY_LIMIT',
  mailRetryDelaySeconds: 'MAIL_RETRY_DELAY_SECONDS',
  auditRetentionDays: 'AUDIT_RETENTION_DAYS',
  historyRetentionDays: 'HISTORY_RETENTION_DAYS',
};

/** The settings from the environment; a value that is not a number (or under pg-boss's 0.5 s poll) stops the start by name. */
export const jobsConfigFromEnv = (env: NodeJS.ProcessEnv): JobsConfig => {
  const config = { ...DEFAULT_JOBS_CONFIG, mailThroughQueue: true };
  for (const key of Object.keys(ENV_NAMES) as (keyof typeof ENV_NAMES)[]) {
    const raw = (env[ENV_NAMES[key]] ?? '').trim();
    if (!raw) continue;
    const n = Number(raw);
    const least = key === 'pollingIntervalSeconds' ? 0.5 : 0;
    if (!Number.isFinite(n) || n < least)
      throw new Error(`${ENV_NAMES[key]} must be a number of at least ${least}: ${raw}`);
    config[key] = n;
  }
  return config;
};
