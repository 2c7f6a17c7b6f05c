import { useEffect, useState } from 'react';
import { SSO_START_PATH } from '@relais/contract/routes/auth';
import { t, type TranslationKey } from '../../../lib/i18n';
import { signInWithIdToken } from '../../../lib/session';
import { FormAlert } from '../../../ui/form-alert';
import { messageOf } from '../retry-text';

/** What GET /auth/signin-options answers. */
export type SignInOptions = { sso: boolean; googleClientId: string | null; googleAuthUrl: string | null };

export type ExternalSignInProps = {
  search: string;
  onSignedIn: (target: string) => void;
  /** Two-step sign-in on: the code step of this challenge, then `redirect`. */
  onChallenge: (challenge: string, redirect: string) => void;
};

/** Why the SSO callback sent the browser back here (`?sso-error=`). */
const SSO_ERRORS: Record<string, TranslationKey> = {
  failed: 'externalSignIn.errors.failed',
  unknown: 'externalSignIn.errors.unknown',
  unavailable: 'externalSignIn.errors.unavailable',
};

/**
 * The single sign-on and Google buttons (`options`: null while the server's answer is on its way),
 * and why single sign-on or Google came back to /login. SSO is a plain link to the server's start
 * (the server does the OpenID Connect work); Google's flow is loaded only on tap, or when Google
 * sends the browser back with a token in the fragment. No third-party script is ever loaded.
 */
const ExternalSignInButtons = ({
  search,
  onSignedIn,
  onChallenge,
  options,
}: ExternalSignInProps & { options: SignInOptions | null }) => {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  const [error, setError] = useState<string | null>(() => {
    const key = SSO_ERRORS[params.get('sso-error') ?? ''];
    return key ? t(key) : null;
  });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (window.location.hash.length > 1) {
      void import('../external/google-redirect').then(async ({ readGoogleReturn }) => {
        const back = readGoogleReturn(window.location.hash);
        if (back.kind === 'none') return;
        if (back.kind === 'refused') return setError(t('externalSignIn.errors.google'));
        setPending(true);
        const result = await signInWithIdToken(back.idToken);
        if (result.ok) return onSignedIn(back.redirect);
        setPending(false);
        if (result.challenge !== undefined) return onChallenge(result.challenge, back.redirect);
        setError(messageOf(result.error));
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the screen's first render
  }, []);

  const google = options?.googleClientId && options.googleAuthUrl ? options : null;
  const onGoogle = async () => {
    if (!google?.googleAuthUrl || !google.googleClientId) return;
    setPending(true);
    const { startGoogleSignIn } = await import('../external/google-redirect');
    startGoogleSignIn(google.googleAuthUrl, google.googleClientId, redirect);
  };

  if (!error && !options?.sso && !google) return null;
  return (
    <section aria-label={t('externalSignIn.title')} className="mx-4 mt-4 flex flex-col gap-3">
      {error && <FormAlert text={error} />}
      {(options?.sso || google) && (
        <p className="m-0 text-center text-[0.95rem] text-muted" aria-hidden="true">
          {t('externalSignIn.or')}
        </p>
      )}
      {options?.sso && (
        <a
          href={`${SSO_START_PATH}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-secondary bg-white px-4 text-[1.08rem] font-semibold text-secondary no-underline hover:bg-secondary-soft"
        >
          {t('externalSignIn.sso')}
        </a>
      )}
      {google && (
        <button
          type="button"
          onClick={() => void onGoogle()}
          disabled={pending}
          aria-busy={pending || undefined}
          className="inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-lg border border-[#747775] bg-white px-4 text-[1.05rem] font-medium text-[#1f1f1f] hover:bg-[#f8f9fa] disabled:opacity-60"
        >
          <GoogleMark />
          {pending ? t('externalSignIn.googlePending') : t('externalSignIn.google')}
        </button>
      )}
    </section>
  );
};

/** Google's "G" (its branding guidelines: the standard colours on a white button). */
const GoogleMark = () => (
  <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
    />
    <path
      fill="#FBBC05"
      d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
    />
  </svg>
);

export default ExternalSignInButtons;
