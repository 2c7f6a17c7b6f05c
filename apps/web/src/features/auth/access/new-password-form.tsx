import { useRef, useState, type FormEvent } from 'react';
import { accessRouteTable } from '@relais/contract/routes/access';
import { newPasswordErrors } from '@relais/domain/password';
import type { FieldError, TokenResponse } from '@relais/domain/rules';
import { ApiError } from '../../../lib/http';
import { t, type TranslationKey } from '../../../lib/i18n';
import { adoptSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { messageOf } from '../retry-text';
import { sendAccess } from './access-call';
import type { AccessScreenProps } from './access-mode';
import { BackToSignIn, Frame, SubmitButton } from './access-parts';
import { NewPasswordField } from './password-field';

const fieldText = (errors: FieldError[], field: string): string | undefined => {
  const code = errors.find((e) => e.field === field)?.errorCode;
  return code ? t(`errors.${code}` as TranslationKey) : undefined;
};

/** Reset (`reset`) and subscription (`subscribe`): the new password twice, then the link is used. */
export const NewPasswordForm = ({
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
        <NewPasswordField
          ref={passwordRef}
          label={t('access.password')}
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldText(errors, 'password')}
          shown={shown}
          describedBy="access-hint"
        />
        <p id="access-hint" className="-mt-2 mb-0 text-[0.95rem] text-muted">
          {t('access.hint')}
        </p>
        <NewPasswordField
          ref={confirmationRef}
          label={t('access.confirmation')}
          name="confirmation"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={fieldText(errors, 'confirmation')}
          shown={shown}
        />
        <Button variant="text" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? t('access.hide') : t('access.show')}
        </Button>
        {serverError && <FormAlert text={serverError.text} />}
        {serverError?.linkUsed && (
          <Button
            variant="secondary"
            block
            onClick={() => onMode(mode === 'reset' ? 'forgot' : 'firstLogin')}
          >
            {t('access.newLink')}
          </Button>
        )}
        <SubmitButton pending={pending} label={t(`access.${mode}.submit`)} />
      </form>
      <BackToSignIn onMode={onMode} />
    </Frame>
  );
};
