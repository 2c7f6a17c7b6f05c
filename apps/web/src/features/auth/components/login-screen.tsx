import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { SECOND_FACTOR_FRAGMENT } from '@relais/contract/routes/auth';
import { validateLogin, type LoginFieldErrors } from '../../../lib/domain-light';
import { allMessages, t, withAllMessages } from '../../../lib/i18n';
import { signIn } from '../../../lib/session';
import { BrandHero } from '../../../ui/brand-hero';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { LoggedOutBanner } from '../../../ui/logged-out-banner';
import { EmailField, TextField } from '../../../ui/text-field';
import { accessModeOf, type AccessMode } from '../access/access-mode';
import { AccessScreen } from '../access/access-screen';
import { safeRedirect } from '../redirect';
import { messageOf } from '../retry-text';
import { ExternalSignIn } from './external-sign-in';

/** The code step of a two-step sign-in, loaded only when a right password asks for it. */
const SecondFactorStep = lazy(() => withAllMessages(import('./second-factor-step')));

/** The helpdesk link's exchange, fetched only when the query carries one. */
const HelpdeskSignIn = lazy(() => withAllMessages(import('./helpdesk-sign-in')));

/** A two-step sign-in waiting for its code, and where to go after it. */
type Challenge = { token: string; target: string };

/**
 * The challenge single sign-on brought back (`#second-factor=`, server's callback) for an account
 * with two-step sign-in on; the fragment is cleared at once (never kept in the history).
 */
const challengeFromFragment = (redirect: string | null): Challenge | null => {
  const hash = window.location.hash;
  if (!hash.startsWith(`#${SECOND_FACTOR_FRAGMENT}=`)) return null;
  const token = new URLSearchParams(hash.slice(1)).get(SECOND_FACTOR_FRAGMENT);
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return token ? { token, target: safeRedirect(redirect) } : null;
};

export type LoginScreenProps = {
  /** The page's query string (redirect, helpdesk login...). */
  search: string;
  onSignedIn: (target: string) => void;
  /** Called on the first interaction, to start loading the rest of the app meanwhile. */
  onIntent?: () => void;
};

/**
 * Email + password sign-in (spec 2, 5). Plain elements only: this screen is on the /login budget.
 * Field errors show inline once the form was submitted; the server's error is translated and the
 * typed values are kept.
 */
export const LoginScreen = ({ search, onSignedIn, onIntent }: LoginScreenProps) => {
  const params = new URLSearchParams(search);
  const [username, setUsername] = useState(() => params.get('login') ?? '');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(() =>
    challengeFromFragment(params.get('redirect')),
  );
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [accessMode, setAccessMode] = useState<AccessMode | null>(() => accessModeOf(params));

  if (accessMode) {
    const onMode = (mode: AccessMode | null) => {
      if (!mode) window.history.replaceState(null, '', '/login');
      setAccessMode(mode);
    };
    return <AccessScreen mode={accessMode} search={search} onMode={onMode} onSignedIn={onSignedIn} />;
  }

  const fieldErrors: LoginFieldErrors = submitted ? validateLogin(username, password) : {};
  const fieldText = (code: LoginFieldErrors[keyof LoginFieldErrors]) =>
    code ? t(`errors.${code}`) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const errors = validateLogin(username, password);
    if (errors.username) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    setPending(true);
    setServerError(null);
    const result = await signIn(username, password);
    const target = safeRedirect(params.get('redirect'));
    if (result.ok) {
      onSignedIn(target);
      return;
    }
    setPending(false);
    if (result.challenge !== undefined) return setChallenge({ token: result.challenge, target });
    // the entry has only the first render's texts (lib/first-paint-texts.ts)
    await allMessages().catch(() => {});
    setServerError(messageOf(result.error));
  };

  if (challenge) {
    return (
      <main id="main" className="mx-auto flex w-full max-w-md flex-col pb-10">
        <BrandHero />
        <Suspense>
          <SecondFactorStep
            challenge={challenge.token}
            onSignedIn={() => onSignedIn(challenge.target)}
            onBack={() => setChallenge(null)}
          />
        </Suspense>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-col pb-10">
      <BrandHero />
      <LoggedOutBanner />
      {params.get('helpdesk') === 'true' && params.get('random') ? (
        <Suspense fallback={null}>
          <HelpdeskSignIn
            login={params.get('login') ?? ''}
            random={params.get('random') ?? ''}
            onSignedIn={onSignedIn}
          />
        </Suspense>
      ) : null}
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        onFocus={onIntent}
        className="mx-4 flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm"
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className="m-0 text-[1.45rem] font-bold">
          {t('login.title')}
        </h1>
        <EmailField
          ref={emailRef}
          label={t('login.email')}
          name="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={fieldText(fieldErrors.username)}
        />
        <TextField
          ref={passwordRef}
          label={t('login.password')}
          type={shown ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldText(fieldErrors.password)}
        />
        <Button variant="text" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? t('access.hide') : t('access.show')}
        </Button>
        {serverError && <FormAlert text={serverError} />}
        <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
        <Button variant="text" onClick={() => setAccessMode('forgot')}>
          {t('access.forgotLink')}
        </Button>
        {/* the welcome mail of an account the provider created names this link */}
        <Button variant="text" onClick={() => setAccessMode('firstLogin')}>
          {t('access.firstLogin.title')}
        </Button>
      </form>
      <ExternalSignIn
        search={search}
        onSignedIn={onSignedIn}
        onChallenge={(token, target) => setChallenge({ token, target: safeRedirect(target) })}
      />
    </main>
  );
};
