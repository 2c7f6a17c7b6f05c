// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types: this is their declaration, for every program that imports this kit
/// <reference path="./oidc-provider.d.ts" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free local port, for the
 * single sign-on tests. Its one client is ours (`clientId`, `clientSecret`, `redirectUri`; PKCE
 * required). Its sign-in page is replaced by one step: the interaction signs in whoever
 * `signInAs` names (an email, also the account id) and grants `openid email` at once, so a test
 * (or a browser) following the redirects reaches our callback with a real code.
 */
export type OidcKit = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers our client with its callback (once; when `redirectUri` was not given at start). */
  register: (redirectUri: string) => void;
  /** Who the provider signs in at the next interaction. */
  signInAs: (email: string, opts?: { emailVerified?: boolean }) => void;
  close: () => Promise<void>;
};

export const startOidcKit = async (opts: {
  /** Our callback; when not known yet (the browser tests' server starts after the provider), call `register`. */
  redirectUri?: string;
  clientId?: string;
  clientSecret?: string;
}): Promise<OidcKit> => {
  const clientId = opts.clientId ?? 'pwa-assistant';
  const clientSecret = opts.clientSecret ?? 'relais-test-oidc-secret';
  let current = { email: 'demo@relais.test', emailVerified: true };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  let provider: Provider | null = null;
  let handle: ReturnType<Provider['callback']> | null = null;
  const register = (redirectUri: string) => {
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: (_ctx, id) => {
        const verified = id === current.email ? current.emailVerified : true;
        return { accountId: id, claims: () => ({ sub: id, email: id, email_verified: verified }) };
      },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      features: { devInteractions: { enabled: false } },
      cookies: { keys: ['relais-oidc-kit-cookie-key'] },
    });
    handle = provider.callback();
  };
  if (opts.redirectUri) register(opts.redirectUri);

  server.on('request', (req, res) => {
    if (!provider || !handle) {
      res.statusCode = 503;
      res.end('no client registered yet');
      return;
    }
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    const live = provider;
    void (async () => {
      try {
        const details = await live.interactionDetails(req, res);
        const grant = new live.Grant({
          accountId: current.email,
          clientId: String(details.params['client_id']),
        });
        grant.addOIDCScope('openid email');
        const grantId = await grant.save();
        await live.interactionFinished(
          req,
          res,
          { login: { accountId: current.email }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    register,
    signInAs: (email, o = {}) => {
      current = { email, emailVerified: o.emailVerified ?? true };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
