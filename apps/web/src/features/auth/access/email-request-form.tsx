import { useRef, useState, type FormEvent } from 'react';
import { accessRouteTable } from '@relais/contract/routes/access';
import { validateLogin } from '../../../lib/domain-light';
import { t } from '../../../lib/i18n';
import { FormAlert } from '../../../ui/form-alert';
import { EmailField } from '../../../ui/text-field';
import { messageOf } from '../retry-text';
import { sendAccess } from './access-call';
import type { AccessScreenProps } from './access-mode';
import { BackToSignIn, Frame, SubmitButton } from './access-parts';

/** Forgot password and first login: an email, then the same answer whatever it is. */
export const EmailRequestForm = ({
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
          <EmailField
            ref={ref}
            label={t('access.email')}
            name="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError ? t(`errors.${fieldError}`) : undefined}
          />
          {serverError && <FormAlert text={serverError} />}
          <SubmitButton pending={pending} label={t(`access.${mode}.submit`)} />
        </form>
      )}
      <BackToSignIn onMode={onMode} />
    </Frame>
  );
};
