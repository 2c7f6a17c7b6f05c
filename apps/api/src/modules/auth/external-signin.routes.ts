import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, oauthSignIn, signInOptions } from '@relais/contract';
import { SECOND_FACTOR_FRAGMENT, SSO_CALLBACK_PATH, SSO_START_PATH } from '@relais/contract/routes/auth';
import { registerRoute } from '../../plugins/contract-routes';
import { setSessionCookies as setCookies } from '../../plugins/session-cookies';
import type { Session } from './auth.service';
import { SSO_FLOW_TTL_SECONDS, SsoCallbackFailure, type ExternalSignIn } from './external-signin.service';

/** The started SSO flow (state, nonce, PKCE verifier), encrypted, HttpOnly, only sent back to the SSO calls. */
export const SSO_FLOW_COOKIE = 'relais_sso_flow';
const SSO_PATH = `${API_PREFIX}/auth/sso`;

/**
 * Google sign-in (a contract route) and the two browser navigations of single sign-on: start
 * (redirect to the provider) and callback (back from it: a session and the app, or /login with the
 * reason). The callback never answers an error page: every failure goes back to /login.
 */
export const externalSignInRoutes =
  (service: ExternalSignIn) =>
  async (app: FastifyInstance): Promise<void> => {
    const config = app.appConfig;
    // Lax: the provider's redirect back to the callback is a cross-site top-level navigation.
    const flowCookie = {
      secure: config.cookieSecure,
      sameSite: 'lax' as const,
      httpOnly: true,
      path: SSO_PATH,
    };

    /** The same cookies as a password sign-in. */
    const setSessionCookies = (reply: FastifyReply, session: Session) =>
      setCookies(app, reply, session.refreshToken, session.refreshMaxAgeSeconds);

    registerRoute(app, signInOptions, async () => service.options());

    registerRoute(app, oauthSignIn, async ({ body, request, reply }) => {
      const session = await service.google(body.idToken, request.ip);
      if ('challenge' in session) return session; // two-factor on: the code step follows, no cookie yet
      setSessionCookies(reply, session);
      return session.body;
    });

    const loginWith = (reason: string, redirect: string) =>
      `/login?${new URLSearchParams({ 'sso-error': reason, ...(redirect !== '/' ? { redirect } : {}) }).toString()}`;

    /**
     * Two-factor on: /login asks the code of the challenge, carried in the fragment (never sent to
     * a server nor in a Referer, and the app clears it at once).
     */
    const secondFactorStep = (challenge: string, redirect: string) =>
      `/login${redirect !== '/' ? `?${new URLSearchParams({ redirect }).toString()}` : ''}#${SECOND_FACTOR_FRAGMENT}=${challenge}`;

    app.get(SSO_START_PATH, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const redirect = typeof query['redirect'] === 'string' ? query['redirect'] : undefined;
      try {
        const { url, flow } = await service.startSso(redirect);
        void reply.setCookie(SSO_FLOW_COOKIE, flow, { ...flowCookie, maxAge: SSO_FLOW_TTL_SECONDS });
        return reply.redirect(url, 302);
      } catch (error) {
        if (!(error instanceof SsoCallbackFailure)) throw error;
        request.log.warn({ err: error.cause ?? error }, 'single sign-on unavailable');
        return reply.redirect(loginWith(error.reason, '/'), 302);
      }
    });

    app.get(SSO_CALLBACK_PATH, async (request, reply) => {
      const raw = request.raw.url ?? '';
      const query = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : '';
      void reply.clearCookie(SSO_FLOW_COOKIE, flowCookie);
      try {
        const { session, redirect } = await service.finishSso(
          query,
          request.cookies[SSO_FLOW_COOKIE],
          request.ip,
        );
        if ('challenge' in session) return reply.redirect(secondFactorStep(session.challenge, redirect), 302);
        setSessionCookies(reply, session);
        return reply.redirect(redirect, 302);
      } catch (error) {
        if (!(error instanceof SsoCallbackFailure)) throw error;
        request.log.info({ reason: error.reason, err: error.cause }, 'single sign-on refused');
        return reply.redirect(loginWith(error.reason, error.redirect), 302);
      }
    });
  };
