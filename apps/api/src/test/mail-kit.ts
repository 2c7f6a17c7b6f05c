import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the local SMTP server received: envelope recipients and the raw MIME text. */
export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package): what the mailer sends
 * over SMTP arrives here, whole. `port`: a given one (a server started again where a stopped one was).
 */
export const startSmtpServer = async (port = 0) => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A MIME message's text, quoted-printable decoded (soft line breaks joined, =XX bytes as UTF-8). */
export const decodeQuotedPrintable = (raw: string): string =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The email-change token of the first confirmation link in a raw mail. */
export const emailTokenIn = (raw: string): string => {
  const match = /\/user\/account\?email-token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(raw));
  if (!match?.[1]) throw new Error(`no confirmation link in the mail:\n${raw}`);
  return match[1];
};

export type FakeHttp = { url: string; requests: URL[]; close: () => Promise<void> };

/** A local HTTP server on a free port answering with `handler` (a provider's fake). */
export const startFakeHttp = async (
  handler: (url: URL, res: ServerResponse, req: IncomingMessage) => void,
): Promise<FakeHttp> => {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    handler(url, res, req);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
