import { secondFactorCodeError } from '@relais/domain/rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../lib/i18n';
import { signInSecondFactor } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { messageOf } from '../retry-text';

export type SecondFactorStepProps = {
  /** The signed challenge the right password answered (5 minutes). */
  challenge: string;
  onSignedIn: () => void;
  /** Back to the password (also what an expired challenge asks). */
  onBack: () => void;
};

/**
 * The code step of a two-step sign-in (loaded lazily by the login screen): the 6-digit code of the
 * authenticator app, or a recovery code. Errors are translated and the typed code is kept.
 */
const SecondFactorStep = ({ challenge, onSignedIn, onBack }: SecondFactorStepProps) => {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => codeRef.current?.focus(), [recovery]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local = secondFactorCodeError(code, recovery ? 'any' : 'totp');
    setFieldError(local ? t(`errors.${local}`) : undefined);
    if (local) return codeRef.current?.focus();
    setPending(true);
    setServerError(null);
    const result = await signInSecondFactor(challenge, code);
    if (result.ok) return onSignedIn();
    setPending(false);
    if (result.challenge !== undefined) return;
    setServerError(messageOf(result.error));
  };

  const toggle = () => {
    setRecovery(!recovery);
    setCode('');
    setFieldError(undefined);
    setServerError(null);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="mx-4 flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm"
      aria-labelledby="second-factor-title"
    >
      <h1 id="second-factor-title" className="m-0 text-[1.45rem] font-bold">
        {t('twoFactor.stepTitle')}
      </h1>
      <p className="m-0">{recovery ? t('twoFactor.stepRecoveryHint') : t('twoFactor.stepHint')}</p>
      <TextField
        ref={codeRef}
        label={recovery ? t('twoFactor.stepRecoveryCode') : t('twoFactor.stepCode')}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={fieldError}
      />
      {serverError && <FormAlert text={serverError} />}
      <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('login.submitting') : t('twoFactor.stepSubmit')}
      </Button>
      <Button variant="text" onClick={toggle}>
        {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
      </Button>
      <Button variant="text" onClick={onBack}>
        {t('twoFactor.stepBack')}
      </Button>
    </form>
  );
};

export default SecondFactorStep;
