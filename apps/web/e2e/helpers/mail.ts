// The mails the test server writes as .eml files (no SMTP configured): DATA_DIR/mail.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server's DATA_DIR/mail: DATA_DIR is `data/` beside the web copy of its work folder (helpers/server.ts). */
export const mailDir = (): string => {
  const webDist = process.env.RELAIS_E2E_WEB_DIST;
  if (!webDist) throw new Error('RELAIS_E2E_WEB_DIST is not set: run through the Playwright config');
  return path.join(path.dirname(webDist), 'data', 'mail');
};

/** A MIME text, quoted-printable decoded (soft line breaks joined, =XX bytes read as UTF-8). */
export const decodeQuotedPrintable = (raw: string): string =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const mailsTo = (to: string, dir = mailDir()): string[] => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi').test(raw));
};

/** Waits for the n-th mail (1-based) written to `to` and answers the path of its email-change link. */
export async function emailChangeLink(to: string, nth = 1): Promise<string> {
  await expect.poll(() => mailsTo(to).length, { message: `a mail to ${to}` }).toBeGreaterThanOrEqual(nth);
  const text = decodeQuotedPrintable(mailsTo(to)[nth - 1] ?? '');
  const match = /https?:\/\/[^/\s]+(\/user\/account\?email-token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in the mail to ${to}`);
  return match[1];
}

/** Waits for the n-th mail (1-based) to `to` carrying a `query` link and answers its path (`/login?reset-token=...`). */
export async function accessLink(
  to: string,
  query: 'reset-token' | 'subscribe-token',
  nth = 1,
  /** Another server's mail folder (its DATA_DIR/mail), for a journey with a server of its own. */
  dir = mailDir(),
): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(/login\\?${query}=[A-Za-z0-9_-]+)`);
  const links = () =>
    mailsTo(to, dir)
      .map((raw) => pattern.exec(decodeQuotedPrintable(raw))?.[1])
      .filter((link): link is string => link !== undefined);
  await expect
    .poll(() => links().length, { message: `a ${query} mail to ${to}` })
    .toBeGreaterThanOrEqual(nth);
  const link = links()[nth - 1];
  if (!link) throw new Error(`no ${query} link in the mail to ${to}`);
  return link;
}

/**
 * Waits for a mail to `to` carrying the cancel link of a login email change (sent to the address
 * being left) and answers the path of the newest (`/email-change/cancel?token=...`).
 */
export async function emailCancelLink(to: string, dir = mailDir()): Promise<string> {
  const pattern = /https?:\/\/[^/\s]+(\/email-change\/cancel\?token=[A-Za-z0-9_-]+)/;
  const links = () =>
    mailsTo(to, dir)
      .map((raw) => pattern.exec(decodeQuotedPrintable(raw))?.[1])
      .filter((link): link is string => link !== undefined);
  await expect.poll(() => links().length, { message: `a cancel link mailed to ${to}` }).toBeGreaterThan(0);
  const link = links().at(-1);
  if (!link) throw new Error(`no cancel link in the mails to ${to}`);
  return link;
}

/** The mails written to `to` so far, decoded (in the server's mail folder `dir`). */
export const decodedMailsTo = (to: string, dir = mailDir()): string[] =>
  mailsTo(to, dir).map(decodeQuotedPrintable);
