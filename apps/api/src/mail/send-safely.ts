import type { Mailer, MailMessage } from './mailer';

/** Where a mail that could not be sent is said. */
export type MailFailureLog = { error: (obj: object, msg: string) => void };

/**
 * Sends `message`; a failure (the mail server down or refusing) is logged as `<what> mail not sent`
 * with its reason and the mailer's kind, never thrown: the change the mail tells of is already made.
 */
export const sendSafely = async (
  mailer: Mailer,
  log: MailFailureLog,
  message: MailMessage,
  what: string,
): Promise<void> => {
  try {
    await mailer.send(message);
  } catch (error) {
    log.error(
      { err: error instanceof Error ? error.message : String(error), mailer: mailer.kind },
      `${what} mail not sent`,
    );
  }
};
