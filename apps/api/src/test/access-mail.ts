import { decodeQuotedPrintable, type ReceivedMail } from './mail-kit';

/** The token of the first `/login?<query>=` link in a raw mail (reset-token, subscribe-token). */
export const accessTokenIn = (raw: string, query: 'reset-token' | 'subscribe-token'): string => {
  const match = new RegExp(`/login\\?${query}=([A-Za-z0-9_-]+)`).exec(decodeQuotedPrintable(raw));
  if (!match?.[1]) throw new Error(`no ${query} link in the mail:\n${raw}`);
  return match[1];
};

/** The mails received for `to`. */
export const mailsTo = (received: ReceivedMail[], to: string): ReceivedMail[] =>
  received.filter((m) => m.to.includes(to));
