import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { accessRouteTable } from '@relais/contract/routes/access';
import { apiPath, type RouteEntry } from '@relais/contract/routes/auth';
import { newPasswordErrors } from '@relais/domain/password';
import type { FieldError, TokenResponse } from '@relais/domain/rules';
import { validateLogin } from '../../../lib/domain-light';
import { errorText } from '../../../lib/error-message';
import { ApiError, errorFromResponse, send } from '../../../lib/http';
import { getLanguage, t, type TranslationKey } from '../../../lib/i18n';
import { adoptSession } from '../../../lib/session';
import { uuid } from '../../../lib/uuid';
import { BrandHero } from '../../../ui/brand-hero';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { retryText } from '../retry-text';
import type { AccessMode, AccessScreenProps } from './access-mode';

/** One access call without a session (same-origin: the subscription's answer sets the session cookies). */
const sendAccess = async (route: RouteEntry, body: object): Promise<Response> => {
  const res = await send(apiPath(route), {
    method: route.method,
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': getLanguage(),
      'idempotency-key': uuid(),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await errorFromResponse(res);
  return res;
};

const messageOf = (error: unknown): string =>
  error instanceof ApiError && error.status === 429 && error.retryAfterSeconds
    ? retryText(error.retryAfterSeconds)
    : errorText(error);

const Frame = ({ title, children }: { title: string; children: ReactNode }) => (
  <main id="main" className="mx-auto flex w-full max-w-md flex-col pb-10">
    <BrandHero />
    <section
      className="mx-4 flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm"
      aria-labelledby="access-title"
    >
      <h1 id="access-title" className="m-0 text-[1.45rem] font-bold">
        {title}
      </h1>
      {children}
    </section>
  </main>
);

const Alert = ({ text }: { text: string }) => (
  <p role="alert" className="m-0 rounded-lg bg-error-soft px-3 py-2 font-semibold text-error">
    {text}
  </p>
);

/** Forgot password and first login: an email, then the same answer whatever it is. */
const EmailRequestForm = ({
  mode,
  onMode,
}: {
  mode: 'forgot' | 'firstLogin';
  onMode: AccessScreenProps['onMode'];
}) => {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const fieldError = submitted ? validateLogin(email, 'x').username : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateLogin(email, 'x').username) return ref.current?.focus();
    setPending(true);
    setServerError(null);
    try {
      await sendAccess(mode === 'forgot' ? accessRouteTable.forgotPassword : accessRouteTable.firstLogin, {
        email: email.trim(),
      });
      setSent(true);
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Frame title={t(`access.${mode}.title`)}>
      {sent ? (
        <p role="status" className="m-0">
          {t(`access.${mode}.sent`)}
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <p className="m-0">{t(`access.${mode}.intro`)}</p>
          <TextField
            ref={ref}
            label={t('access.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError ? t(`errors.${fieldError}`) : undefined}
          />
          {serverError && <Alert text={serverError} />}
          <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('access.submitting') : t(`access.${mode}.submit`)}
          </Button>
        </form>
      )}
      <Button variant="text" onClick={() => onMode(null)}>
        {t('access.backToSignIn')}
      </Button>
    </Frame>
  );
};

/** A password input with its show/hide toggle (the typed text stays either way). */
const PasswordInput = ({
  label,
  name,
  value,
  onChange,
  error,
  shown,
  inputRef,
  describedBy,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  shown: boolean;
  inputRef: React.Ref<HTMLInputElement>;
  describedBy?: string;
}) => (
  <TextField
    ref={inputRef}
    label={label}
    type={shown ? 'text' : 'password'}
    name={name}
    autoComplete="new-password"
    autoCapitalize="none"
    spellCheck={false}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={error}
    aria-describedby={error ? undefined : describedBy}
  />
);

const fieldText = (errors: FieldError[], field: string): string | undefined => {
  const code = errors.find((e) => e.field === field)?.errorCode;
  return code ? t(`errors.${code}` as TranslationKey) : undefined;
};

/** Reset (`reset`) and subscription (`subscribe`): the new password twice, then the link is used. */
const NewPasswordForm = ({
  mode,
  token,
  onMode,
  onSignedIn,
}: {
  mode: 'reset' | 'subscribe';
  token: string;
  onMode: AccessScreenProps['onMode'];
  onSignedIn: AccessScreenProps['onSignedIn'];
}) => {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [shown, setShown] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [serverError, setServerError] = useState<{ text: string; linkUsed: boolean } | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const localErrors = submitted ? newPasswordErrors({ password, confirmation }) : [];
  const errors = localErrors.length > 0 ? localErrors : serverErrors;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors([]);
    setServerError(null);
    const found = newPasswordErrors({ password, confirmation });
    if (found.some((e) => e.field === 'password')) return passwordRef.current?.focus();
    if (found.length > 0) return confirmationRef.current?.focus();
    setPending(true);
    try {
      const route = mode === 'reset' ? accessRouteTable.resetPassword : accessRouteTable.register;
      const res = await sendAccess(route, { token, password, confirmation });
      if (mode === 'subscribe') {
        adoptSession((await res.json()) as TokenResponse);
        onSignedIn('/');
        return;
      }
      setDone(true);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body?.errors ?? []) : [];
      const onFields = fields.filter((e) => e.field === 'password' || e.field === 'confirmation');
      if (onFields.length > 0) {
        setServerErrors(onFields);
        passwordRef.current?.focus();
      } else {
        const code = error instanceof ApiError ? error.body?.errorCode : undefined;
        setServerError({
          text: messageOf(error),
          linkUsed: code === 'reset_link_invalid' || code === 'subscription_error',
        });
      }
    } finally {
      setPending(false);
    }
  };

  if (done)
    return (
      <Frame title={t('access.reset.title')}>
        <p role="status" className="m-0">
          {t('access.reset.done')}
        </p>
        <Button block onClick={() => onMode(null)}>
          {t('access.backToSignIn')}
        </Button>
      </Frame>
    );

  return (
    <Frame title={t(`access.${mode}.title`)}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <input type="hidden" name="username" autoComplete="username" />
        <PasswordInput
          inputRef={passwordRef}
          label={t('access.password')}
          name="password"
          value={password}
          onChange={setPassword}
          error={fieldText(errors, 'password')}
          shown={shown}
          describedBy="access-hint"
        />
        <p id="access-hint" className="-mt-2 mb-0 text-[0.95rem] text-muted">
          {t('access.hint')}
        </p>
        <PasswordInput
          inputRef={confirmationRef}
          label={t('access.confirmation')}
          name="confirmation"
          value={confirmation}
          onChange={setConfirmation}
          error={fieldText(errors, 'confirmation')}
          shown={shown}
        />
        <Button variant="text" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? t('access.hide') : t('access.show')}
        </Button>
        {serverError && <Alert text={serverError.text} />}
        {serverError?.linkUsed && (
          <Button
            variant="secondary"
            block
            onClick={() => onMode(mode === 'reset' ? 'forgot' : 'firstLogin')}
          >
            {t('access.newLink')}
          </Button>
        )}
        <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('access.submitting') : t(`access.${mode}.submit`)}
        </Button>
      </form>
      <Button variant="text" onClick={() => onMode(null)}>
        {t('access.backToSignIn')}
      </Button>
    </Frame>
  );
};

/** The access forms of /login, loaded on demand (see access-screen.tsx). */
const AccessForms = ({ mode, search, onMode, onSignedIn }: AccessScreenProps) => {
  const params = new URLSearchParams(search);
  const token = (m: AccessMode) => params.get(m === 'reset' ? 'reset-token' : 'subscribe-token') ?? '';
  if (mode === 'reset' || mode === 'subscribe')
    return (
      <NewPasswordForm key={mode} mode={mode} token={token(mode)} onMode={onMode} onSignedIn={onSignedIn} />
    );
  return <EmailRequestForm key={mode} mode={mode} onMode={onMode} />;
};

export default AccessForms;
