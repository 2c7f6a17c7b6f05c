import { createHash } from 'node:crypto';
import { createRemoteJWKSet, EncryptJWT, jwtDecrypt, jwtVerify, decodeJwt, errors as joseErrors } from 'jose';
import * as oidc from 'openid-client';
import { SSO_CALLBACK_PATH } from '@relais/contract/routes/auth';
import type { Clock, SecondFactorChallenge } from '@relais/domain';
import type { ExternalSignInConfig } from '../../config';
import { AppError, tooManyRequests } from '../../plugins/app-error';
import type { AuditEntry } from '../../plugins/types';
import type { AuthService, Session } from './auth.service';
import type { SignInThrottle } from './signin-throttle';

/*
 * Single sign-on (OpenID Connect, authorisation code + PKCE, the server being the client) and
 * Google sign-in (an ID token verified against Google's published keys). Both end in the same
 * session as a password sign-in (AuthService.openVerifiedSession) for an EXISTING account only.
 */

/** Google's two spellings of its issuer (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token). */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** How long a started SSO flow (its state, nonce and PKCE verifier) may take to come back. */
export const SSO_FLOW_TTL_SECONDS = 10 * 60;

/** Why an SSO callback went back to /login: the app shows `externalSignIn.errors.<reason>`. */
export type SsoFailure = 'failed' | 'unknown' | 'unavailable';

const tokenInvalid = () =>
  new AppError(401, 'external_token_invalid', 'The identity token could not be verified');
const accountUnknown = () =>
  new AppError(401, 'external_account_unknown', 'No account uses this email; ask your provider');
const notConfigured = () =>
  new AppError(404, 'external_signin_disabled', 'This sign-in method is not configured');
const tooManyAttempts = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, 'Too many attempts, try again later');

/** What a started flow keeps, encrypted in a short-lived HttpOnly cookie. */
type SsoFlow = { state: string; nonce: string; verifier: string; redirect: string };

export class SsoCallbackFailure extends Error {
  constructor(
    readonly reason: SsoFailure,
    readonly redirect: string = '/',
    cause?: unknown,
  ) {
    super(`SSO callback failed: ${reason}`, { cause });
  }
}

/** Only a path of this app (`/x`, never `//host` or `/\host`); else home. */
export const safeAppPath = (value: string | null | undefined): string =>
  value && /^\/(?![/\\])/.test(value) ? value : '/';

export type ExternalSignInDeps = {
  config: ExternalSignInConfig;
  auth: AuthService;
  throttle: SignInThrottle;
  clock: Clock;
  jwtSecret: string;
  /** The app's public address; the SSO callback is `<publicUrl>/api/auth/sso/callback`. */
  publicUrl: string;
  /** Plain-HTTP issuers are accepted outside production only (the tests' local provider). */
  production: boolean;
  audit: (entry: AuditEntry) => Promise<void>;
};

export const createExternalSignIn = (deps: ExternalSignInDeps) => {
  const google = deps.config.google;
  const jwks = google ? createRemoteJWKSet(new URL(google.jwksUrl)) : null;
  const flowKey = createHash('sha256').update(`relais-sso-flow:${deps.jwtSecret}`).digest();
  const callbackUrl = `${deps.publicUrl.replace(/\/$/, '')}${SSO_CALLBACK_PATH}`;

  let discovered: Promise<oidc.Configuration> | null = null;
  const oidcConfiguration = (): Promise<oidc.Configuration> => {
    const settings = deps.config.oidc;
    if (!settings) return Promise.reject(new SsoCallbackFailure('unavailable'));
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && !deps.production;
    discovered ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? undefined : oidc.None(),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null; // try again at the next sign-in
        throw new SsoCallbackFailure('unavailable', '/', error);
      });
    return discovered;
  };

  const sealFlow = (flow: SsoFlow): Promise<string> =>
    new EncryptJWT(flow)
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(Math.floor(deps.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(deps.clock.now().getTime() / 1000) + SSO_FLOW_TTL_SECONDS)
      .encrypt(flowKey);

  const openFlow = async (sealed: string | undefined): Promise<SsoFlow> => {
    if (!sealed) throw new SsoCallbackFailure('failed');
    try {
      const { payload } = await jwtDecrypt(sealed, flowKey, { currentDate: deps.clock.now() });
      const { state, nonce, verifier, redirect } = payload;
      if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string')
        throw new Error('incomplete flow');
      return { state, nonce, verifier, redirect: safeAppPath(typeof redirect === 'string' ? redirect : '/') };
    } catch (error) {
      throw new SsoCallbackFailure('failed', '/', error);
    }
  };

  /** The unverified `email` of a token, only to key the throttle's counter (as sign-in keys the typed email). */
  const claimedEmail = (idToken: string): string => {
    try {
      const email = decodeJwt(idToken)['email'];
      return typeof email === 'string' ? email.trim().toLowerCase() : '';
    } catch {
      return '';
    }
  };

  return {
    /** What the login page needs to show its buttons. */
    options: () => ({
      sso: Boolean(deps.config.oidc),
      googleClientId: google?.clientId ?? null,
      googleAuthUrl: google?.authUrl ?? null,
    }),

    /** POST /auth/oauthsignin/assistant: a Google ID token for an existing assistant's session. */
    google: async (idToken: string, ip: string): Promise<Session | SecondFactorChallenge> => {
      if (!google || !jwks) throw notConfigured();
      const admission = await deps.throttle.admit({
        email: `google:${claimedEmail(idToken)}`,
        ip,
        deviceId: null,
      });
      if (!admission.admitted) {
        await deps.audit({ action: 'signin_blocked', ip, detail: { method: 'google' } });
        throw tooManyAttempts(admission.retryAfterSeconds);
      }
      let email: string;
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          issuer: GOOGLE_ISSUERS,
          audience: google.clientId,
          algorithms: ['RS256'],
          currentDate: deps.clock.now(),
          requiredClaims: ['exp', 'iat', 'sub', 'email'],
        });
        if (payload['email_verified'] !== true || typeof payload['email'] !== 'string') throw tokenInvalid();
        email = payload['email'];
      } catch (error) {
        if (!(error instanceof AppError) && !(error instanceof joseErrors.JOSEError)) {
          // Google's keys could not be fetched (network): not the user's token, not a 5xx of ours either.
          await deps.audit({
            action: 'signin_failed',
            ip,
            detail: { method: 'google', reason: 'keys_unreachable' },
          });
          throw new AppError(503, 'external_signin_disabled', 'Google sign-in is unavailable right now');
        }
        await deps.audit({
          action: 'signin_failed',
          ip,
          detail: { method: 'google', reason: errorName(error) },
        });
        throw tokenInvalid();
      }
      const session = await deps.auth.openVerifiedSession(email, ip, 'google', (role) => role !== 'STAFF');
      if (session && 'challenge' in session) return session; // counted until the right code, like a password
      if (!session) {
        await deps.audit({
          action: 'signin_failed',
          ip,
          detail: { method: 'google', reason: 'unknown_account' },
        });
        throw accountUnknown();
      }
      await admission.succeeded();
      return session;
    },

    /** GET /auth/sso/start: the provider's authorisation URL and the sealed flow for the cookie. */
    startSso: async (redirect: string | undefined): Promise<{ url: string; flow: string }> => {
      const configuration = await oidcConfiguration();
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: SsoFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
        redirect: safeAppPath(redirect),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl,
        scope: 'openid email',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow: await sealFlow(flow) };
    },

    /**
     * GET /auth/sso/callback: checks the state, exchanges the code with the verifier, validates the
     * ID token (issuer, audience, nonce, expiry, signature) and opens the session of the account
     * with that verified email. Every failure is an SsoCallbackFailure (the route redirects to /login).
     */
    finishSso: async (
      query: string,
      sealedFlow: string | undefined,
      ip: string,
    ): Promise<{ session: Session | SecondFactorChallenge; redirect: string }> => {
      const flow = await openFlow(sealedFlow);
      const configuration = await oidcConfiguration();
      let email: string;
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${callbackUrl}?${query}`), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('no ID token');
        // Providers that keep the scope's claims out of the ID token give them at UserInfo (same `sub`).
        const claims =
          typeof idClaims['email'] === 'string'
            ? idClaims
            : await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
        if (typeof claims['email'] !== 'string' || claims['email_verified'] !== true)
          throw new Error('no verified email from the provider');
        email = claims['email'];
      } catch (error) {
        await deps.audit({
          action: 'signin_failed',
          ip,
          detail: { method: 'sso', reason: errorName(error) },
        });
        throw new SsoCallbackFailure('failed', flow.redirect, error);
      }
      const session = await deps.auth.openVerifiedSession(email, ip, 'sso');
      if (!session) {
        await deps.audit({
          action: 'signin_failed',
          ip,
          detail: { method: 'sso', reason: 'unknown_account' },
        });
        throw new SsoCallbackFailure('unknown', flow.redirect);
      }
      return { session, redirect: flow.redirect };
    },
  };
};

const errorName = (error: unknown): string =>
  error instanceof AppError
    ? error.errorCode
    : error instanceof Error
      ? ((error as { code?: string }).code ?? error.name)
      : 'error';

export type ExternalSignIn = ReturnType<typeof createExternalSignIn>;
