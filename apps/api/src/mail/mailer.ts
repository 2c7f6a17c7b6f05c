import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';

/** One mail: plain text and HTML, in the recipient's language; `link` is what the demo log shows. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail carries (logged when mails are written to files). */
  link?: string;
  /** The Message-ID header (the mail queue's: one per job, the same on a retry); default nodemailer's. */
  messageId?: string;
};

export type Mailer = {
  /** `smtp`: sent to the SMTP server; `file`: written as a `.eml` file (no server configured). */
  kind: 'smtp' | 'file';
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

export type MailLog = { info: (obj: object, msg: string) => void };

const smtpTransport = (smtp: NonNullable<MailConfig['smtp']>): Transporter =>
  typeof smtp === 'string'
    ? nodemailer.createTransport(smtp)
    : nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
      });

/**
 * The mailer: nodemailer over SMTP when configured; otherwise nodemailer builds the same message and
 * it is written to `<dir>/<time>-<random>.eml`, with one log line naming the file and the link.
 */
export const createMailer = (config: MailConfig, defaultDir: string, log: MailLog): Mailer => {
  if (config.smtp) {
    const transport = smtpTransport(config.smtp);
    return {
      kind: 'smtp',
      send: async ({ to, subject, text, html, messageId }) => {
        await transport.sendMail({
          ...(messageId ? { messageId } : {}),
          from: config.from,
          to,
          subject,
          text,
          html,
          textEncoding: 'quoted-printable',
        });
      },
      close: () => transport.close(),
    };
  }
  const dir = config.dir ?? defaultDir;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    send: async ({ to, subject, text, html, link, messageId }) => {
      const info = await builder.sendMail({
        ...(messageId ? { messageId } : {}),
        from: config.from,
        to,
        subject,
        text,
        html,
        textEncoding: 'quoted-printable',
      });
      const raw: unknown = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('the mail was not built');
      await mkdir(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, raw, { mode: 0o600 });
      log.info(
        { mailTo: to, mailFile: file, ...(link ? { mailLink: link } : {}) },
        `mail written: ${subject}`,
      );
    },
    close: () => builder.close(),
  };
};
