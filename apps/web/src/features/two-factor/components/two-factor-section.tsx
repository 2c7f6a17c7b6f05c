import { secondFactorCodeError } from '@relais/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useMe } from '../../../data/assistant';
import { errorText } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useSupportSession } from '../../../lib/support-session';
import { requireOnline, useConnectivity } from '../../../offline';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { SupportLockedNotice } from '../../../ui/support-locked-notice';
import { TextField } from '../../../ui/text-field';
import {
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactor,
  twoFactorKey,
  useTwoFactorState,
} from '../api/two-factor';
import { QrCode } from './qr-code';

type Step =
  | { kind: 'idle' }
  | { kind: 'start' }
  | { kind: 'scan'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'renew' };

type Errors = { password?: string; code?: string; form?: string };

const codesOf = (error: unknown): readonly string[] => (error instanceof ApiError ? error.codes : []);

/** A server refusal placed on its field (password, code) or on the form. */
const errorsOf = (error: unknown): Errors => {
  const codes = codesOf(error);
  if (codes.includes('password_incorrect')) return { password: t('errors.password_incorrect') };
  if (codes.includes('two_factor_code_wrong')) return { code: t('errors.two_factor_code_wrong') };
  return { form: errorText(error) };
};

/**
 * Two-step sign-in on /user/account: turn on (password, QR code and key, a code of the app, then
 * the recovery codes shown once), turn off and new recovery codes (password and a code). Online only.
 */
export const TwoFactorSection = () => {
  const userId = useMe().data?.userId;
  const state = useTwoFactorState(userId);
  const queryClient = useQueryClient();
  const { offline } = useConnectivity();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const support = useSupportSession();

  const reset = (next: Step = { kind: 'idle' }) => {
    setStep(next);
    setPassword('');
    setCode('');
    setErrors({});
  };

  /** Runs a call after the local checks; keeps what was typed on a refusal. */
  const run = async (local: Errors, send: () => Promise<void>) => {
    setErrors(local);
    if (Object.values(local).some(Boolean) || !userId || !requireOnline()) return;
    setPending(true);
    try {
      await send();
      await queryClient.invalidateQueries({ queryKey: twoFactorKey(userId) });
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setPending(false);
    }
  };

  const passwordError = () => (password ? undefined : t('errors.required-field'));
  const codeError = (accept: 'totp' | 'any') => {
    const failure = secondFactorCodeError(code, accept);
    return failure ? t(`errors.${failure}`) : undefined;
  };

  const onStart = (e: FormEvent) => {
    e.preventDefault();
    void run({ password: passwordError() }, async () => {
      const setup = await startTwoFactor(userId ?? '', password);
      reset({ kind: 'scan', ...setup });
    });
  };
  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    void run({ code: codeError('totp') }, async () => {
      const { recoveryCodes } = await confirmTwoFactor(userId ?? '', code.replace(/\s/g, ''));
      reset({ kind: 'codes', codes: recoveryCodes });
    });
  };
  const onDisable = (e: FormEvent) => {
    e.preventDefault();
    void run({ password: passwordError(), code: codeError('any') }, async () => {
      await disableTwoFactor(userId ?? '', password, code);
      reset();
    });
  };
  const onRenew = (e: FormEvent) => {
    e.preventDefault();
    void run({ password: passwordError(), code: codeError('any') }, async () => {
      const { recoveryCodes } = await renewRecoveryCodes(userId ?? '', password, code);
      reset({ kind: 'codes', codes: recoveryCodes });
    });
  };

  const passwordField = (
    <TextField
      label={t('twoFactor.password')}
      type="password"
      name="password"
      autoComplete="current-password"
      value={password}
      error={errors.password}
      onChange={(e) => setPassword(e.target.value)}
    />
  );
  const codeField = (label: string, numeric: boolean) => (
    <TextField
      label={label}
      name="code"
      autoComplete="one-time-code"
      inputMode={numeric ? 'numeric' : 'text'}
      autoCapitalize="none"
      spellCheck={false}
      value={code}
      error={errors.code}
      onChange={(e) => setCode(e.target.value)}
    />
  );
  const formError = errors.form && (
    <p role="alert" className="m-0 font-semibold text-error">
      {errors.form}
    </p>
  );
  const actions = (submit: string, variant: 'primary' | 'danger' = 'primary') => (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="text" onClick={() => reset()}>
        {t('twoFactor.cancel')}
      </Button>
      <Button type="submit" variant={variant} disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('twoFactor.saving') : submit}
      </Button>
    </div>
  );

  const enabled = state.data?.enabled === true;
  // a support session may not change the assistant's sign-in (the server refuses it too)
  if (support)
    return (
      <CardSection id="two-factor-title" title={t('twoFactor.title')}>
        <SupportLockedNotice />
      </CardSection>
    );
  return (
    <CardSection id="two-factor-title" title={t('twoFactor.title')}>
      <p className="m-0">{t('twoFactor.intro')}</p>
      {state.data && (
        <p className="m-0 font-semibold" data-testid="two-factor-status">
          {enabled
            ? t('twoFactor.statusOn', { count: state.data.recoveryCodesLeft })
            : t('twoFactor.statusOff')}
        </p>
      )}
      <p className="m-0 text-sm text-muted">{offline ? t('twoFactor.offline') : t('twoFactor.onlineOnly')}</p>

      {step.kind === 'idle' && state.data && !enabled && (
        <Button onClick={() => reset({ kind: 'start' })} disabled={offline}>
          {t('twoFactor.start')}
        </Button>
      )}
      {step.kind === 'idle' && enabled && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => reset({ kind: 'renew' })} disabled={offline}>
            {t('twoFactor.renew')}
          </Button>
          <Button variant="danger" onClick={() => reset({ kind: 'disable' })} disabled={offline}>
            {t('twoFactor.disable')}
          </Button>
        </div>
      )}

      {step.kind === 'start' && (
        <form className="flex flex-col gap-3" onSubmit={onStart} noValidate>
          {passwordField}
          {formError}
          {actions(t('twoFactor.continue'))}
        </form>
      )}

      {step.kind === 'scan' && (
        <form className="flex flex-col gap-3" onSubmit={onConfirm} noValidate>
          <p className="m-0">{t('twoFactor.scan')}</p>
          <QrCode text={step.uri} label={t('twoFactor.qrLabel')} />
          <p className="m-0">
            {t('twoFactor.secret')}{' '}
            <code data-testid="two-factor-secret" className="break-all font-mono font-semibold">
              {step.secret}
            </code>
          </p>
          {codeField(t('twoFactor.appCode'), true)}
          {formError}
          {actions(t('twoFactor.confirm'))}
        </form>
      )}

      {step.kind === 'codes' && (
        <div className="flex flex-col gap-3">
          <h3 className="m-0 text-base font-bold">{t('twoFactor.codesTitle')}</h3>
          <p className="m-0">{t('twoFactor.codesHint')}</p>
          <ul data-testid="recovery-codes" className="m-0 grid grid-cols-2 gap-2 p-0 font-mono text-base">
            {step.codes.map((c) => (
              <li key={c} className="list-none rounded bg-secondary-soft px-2 py-1 text-center">
                {c}
              </li>
            ))}
          </ul>
          <Button onClick={() => reset()}>{t('twoFactor.codesDone')}</Button>
        </div>
      )}

      {(step.kind === 'disable' || step.kind === 'renew') && (
        <form
          className="flex flex-col gap-3"
          onSubmit={step.kind === 'disable' ? onDisable : onRenew}
          noValidate
          aria-label={step.kind === 'disable' ? t('twoFactor.disableTitle') : t('twoFactor.renewTitle')}
        >
          <p className="m-0 font-semibold">
            {step.kind === 'disable' ? t('twoFactor.disableTitle') : t('twoFactor.renewTitle')}
          </p>
          {passwordField}
          {codeField(t('twoFactor.codeOrRecovery'), false)}
          {formError}
          {step.kind === 'disable'
            ? actions(t('twoFactor.disable'), 'danger')
            : actions(t('twoFactor.renew'))}
        </form>
      )}
    </CardSection>
  );
};
