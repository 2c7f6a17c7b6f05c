import type { ReceivedMail } from './mail-kit';

/** The token of the first `/login?<query>=` link in a mail's DECODED text (reset-token, subscribe-token). */
export const accessTokenIn = (text: string, query: 'reset-token' | 'subscribe-token'): string => {
  const match = new RegExp(`/login\\?${query}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${query} link in the mail:\n${text}`);
  return match[1];
};

/** The mails received for `to`. */
export const mailsTo = (received: ReceivedMail[], to: string): ReceivedMail[] =>
  received.filter((m) => m.to.includes(to));
