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
  const server: Server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signWith = (key: CryptoKey, claims: JWTPayload, kid: string) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    sign: (claims, opts = {}) =>
      signWith(opts.otherKey ? other.privateKey : published.privateKey, claims, opts.kid ?? 'published'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
