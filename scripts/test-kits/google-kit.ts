import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A stand-in for Google's published keys: a local HTTP endpoint serving the public half of a key
 * pair generated here (JWKS), and a signer of ID tokens with that key (or with another key, which
 * the endpoint does not publish). The server under test verifies them exactly as it verifies
 * Google's: only the JWKS URL (GOOGLE_JWKS_URL) differs.
 */
export type GoogleKit = {
  jwksUrl: string;
  /** An ID token signed with the published key (or `otherKey`: a key the endpoint does not publish). */
  sign: (claims: JWTPayload, opts?: { otherKey?: boolean; kid?: string }) => Promise<string>;
  /**
   * A stand-in for Google's authorisation address (GOOGLE_AUTH_URL in the browser tests): it sends
   * the browser back to `redirect_uri` with an ID token for `signInAs` (audience `client_id`, the
   * request's nonce) and the state in the fragment, as Google's `response_type=id_token` does.
   */
  authUrl: string;
  signInAs: (email: string) => void;
  close: () => Promise<void>;
};

export const GOOGLE_TEST_CLIENT_ID = 'relais-test.apps.googleusercontent.com';

/** Claims of a valid Google ID token for `email`, issued at `now` for an hour. */
export const googleClaims = (email: string, now: Date, more: JWTPayload = {}): JWTPayload => {
  const iat = Math.floor(now.getTime() / 1000);
  return {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_TEST_CLIENT_ID,
    sub: `google-${email}`,
    email,
    email_verified: true,
    iat,
    exp: iat + 3600,
    ...more,
  };
};

export const startGoogleKit = async (): Promise<GoogleKit> => {
  const published = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'published', alg: 'RS256', use: 'sig' };
  let who = 'demo@relais.test';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/o/oauth2/v2/auth') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    const q = url.searchParams;
    const claims = googleClaims(who, new Date(), {
      aud: q.get('client_id') ?? '',
      nonce: q.get('nonce') ?? '',
    });
    void signWith(published.privateKey, claims, 'published').then((idToken) => {
      const back = new URLSearchParams({ id_token: idToken, state: q.get('state') ?? '' });
      res.writeHead(302, { location: `${q.get('redirect_uri') ?? '/'}#${back.toString()}` });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signWith = (key: CryptoKey, claims: JWTPayload, kid: string) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    authUrl: `http://127.0.0.1:${port}/o/oauth2/v2/auth`,
    signInAs: (email) => {
      who = email;
    },
    sign: (claims, opts = {}) =>
      signWith(opts.otherKey ? other.privateKey : published.privateKey, claims, opts.kid ?? 'published'),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
