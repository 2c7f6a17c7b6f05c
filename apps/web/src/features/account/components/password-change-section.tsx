import { useRef, useState, type FormEvent } from 'react';
import { newPasswordErrors } from '@relais/domain/password';
import type { FieldError } from '@relais/domain/rules';
import { useMe } from '../../../data/assistant';
import { errorText } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { hasTranslation, t } from '../../../lib/i18n';
import { useSupportSession } from '../../../lib/support-session';
import { requireOnline, useConnectivity } from '../../../offline';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { FormAlert } from '../../../ui/form-alert';
import { SupportLockedNotice } from '../../../ui/support-locked-notice';
import { TextField } from '../../../ui/text-field';
import { changePassword } from '../api/password-change';

type Field = 'currentPassword' | 'password' | 'confirmation';
const FIELDS: readonly Field[] = ['currentPassword', 'password', 'confirmation'];

/** The rules checked before sending: the current password typed, then the reset's rules. */
const localErrors = (v: Record<Field, string>): FieldError[] => [
  ...(v.currentPassword === '' ? [{ errorCode: 'required-field' as const, field: 'currentPassword' }] : []),
  ...newPasswordErrors({ password: v.password, confirmation: v.confirmation }),
];

const textOf = (errors: FieldError[], field: Field): string | undefined => {
  const code = errors.find((e) => e.field === field)?.errorCode;
  if (!code) return undefined;
  const key = `errors.${code}`;
  return hasTranslation(key) ? t(key) : code;
};

/**
 * "Change my password" on /user/account: the current password, the new one twice (the rules of a
 * reset). The server keeps this session, ends the others and mails her. Online only (a security
 * setting is never queued); a refusal keeps everything typed and shows the server's reason.
 */
export const PasswordChangeSection = () => {
  const me = useMe().data;
  const support = useSupportSession();
  const { offline } = useConnectivity();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    password: '',
    confirmation: '',
  });
  const [shown, setShown] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmation: useRef<HTMLInputElement>(null),
  };

  const local = submitted ? localErrors(values) : [];
  const errors = local.length > 0 ? local : serverErrors;
  const focusFirst = (found: FieldError[]) => {
    const first = FIELDS.find((f) => found.some((e) => e.field === f));
    if (first) refs[first].current?.focus();
  };

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setServerErrors((errs) => errs.filter((x) => x.field !== field));
    setDone(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors([]);
    setAlert(null);
    const found = localErrors(values);
    if (found.length > 0) return focusFirst(found);
    if (!me || !requireOnline()) return;
    setPending(true);
    try {
      await changePassword(me.userId, values);
      setValues({ currentPassword: '', password: '', confirmation: '' });
      setSubmitted(false);
      setShown(false);
      setDone(true);
    } catch (error) {
      const fields = (error instanceof ApiError ? (error.body?.errors ?? []) : []).filter((e) =>
        FIELDS.some((f) => f === e.field),
      );
      if (fields.length > 0) {
        setServerErrors(fields);
        focusFirst(fields);
      } else setAlert(errorText(error));
    } finally {
      setPending(false);
    }
  };

  if (support)
    return (
      <CardSection id="account-password" title={t('account.password.title')}>
        <SupportLockedNotice />
      </CardSection>
    );

  const field = (name: Field, label: string, autoComplete: string, describedBy?: string) => {
    const error = textOf(errors, name);
    return (
      <TextField
        ref={refs[name]}
        type={shown ? 'text' : 'password'}
        name={name}
        label={label}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={values[name]}
        onChange={set(name)}
        error={error}
        aria-describedby={error ? undefined : describedBy}
      />
    );
  };

  return (
    <CardSection id="account-password" title={t('account.password.title')}>
      <p className="m-0">{t('account.password.intro')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        {/* the account's name, for password managers saving the new password */}
        <input type="hidden" name="username" autoComplete="username" value={me?.loginEmail ?? ''} />
        {field('currentPassword', t('account.password.current'), 'current-password')}
        {field('password', t('account.password.new'), 'new-password', 'account-password-hint')}
        <p id="account-password-hint" className="-mt-2 mb-0 text-sm text-muted">
          {t('account.password.hint')}
        </p>
        {field('confirmation', t('account.password.confirmation'), 'new-password')}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="text" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? t('account.password.hide') : t('account.password.show')}
          </Button>
          <Button type="submit" disabled={pending || offline} aria-busy={pending || undefined}>
            {pending ? t('account.password.saving') : t('account.password.submit')}
          </Button>
        </div>
        {alert ? <FormAlert text={alert} /> : null}
        <p className="m-0 text-sm text-muted">
          {offline ? t('account.password.offline') : t('account.password.onlineOnly')}
        </p>
      </form>
      {done ? (
        <p role="status" className="m-0 rounded-xl bg-primary-soft p-3 font-semibold">
          {t('account.password.done', { email: me?.loginEmail ?? '' })}
        </p>
      ) : null}
    </CardSection>
  );
};
