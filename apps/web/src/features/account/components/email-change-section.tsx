import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  EMAIL_CHANGE_CANCEL_DAYS,
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_MAX,
  emailChangeErrors,
} from '@relais/domain/rules';
import { useMe } from '../../../data/assistant';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { requireOnline, useConnectivity, useUserId } from '../../../offline';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { TextField } from '../../../ui/text-field';
import { SupportLockedNotice } from '../../../ui/support-locked-notice';
import { useSupportSession } from '../../../lib/support-session';
import { confirmEmailChange, requestEmailChange, useTwoFactorOn } from '../api/email-change';
import { errorText } from '../../../lib/error-message';
import { FormAlert } from '../../../ui/form-alert';
import { profileErrorText } from './profile-form';

/** The URL parameter of the confirmation link mailed to the new address. */
export const EMAIL_TOKEN_PARAM = 'email-token';

type Confirmation = { kind: 'busy' } | { kind: 'done'; email: string } | { kind: 'failed' };

/** Opens the mailed link once: confirms, takes the token out of the address bar, says how it went. */
const useLinkConfirmation = (): Confirmation | null => {
  const [search, setSearch] = useSearchParams();
  const qc = useQueryClient();
  const userId = useUserId() ?? '';
  const token = search.get(EMAIL_TOKEN_PARAM);
  const [state, setState] = useState<Confirmation | null>(token ? { kind: 'busy' } : null);
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    setState({ kind: 'busy' });
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        next.delete(EMAIL_TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );
    confirmEmailChange(qc, userId, token).then(
      (r) => setState({ kind: 'done', email: r.loginEmail }),
      (error: unknown) => {
        if (error instanceof ApiError && error.kind === 'http' && error.status < 500)
          setState({ kind: 'failed' });
        else {
          setState(null);
          showErrorDialog(error);
        }
      },
    );
  }, [token, qc, userId, setSearch]);
  return state;
};

type EmailChangeValues = { newEmail: string; password: string; code: string };
type EmailChangeErrors = { newEmail?: string; password?: string; code?: string };

/** A server refusal placed on its field; anything else is the form's alert. */
const fieldsOf = (error: unknown): EmailChangeErrors => {
  const fields = error instanceof ApiError && error.kind === 'http' ? (error.body?.errors ?? []) : [];
  const placed: EmailChangeErrors = {};
  for (const e of fields) {
    if (e.field === 'newEmail' || e.field === 'password' || e.field === 'code')
      placed[e.field] ??= e.errorCode;
  }
  return placed;
};

/**
 * The new login email, checked by the domain's rules before it is sent, and her proof: her password,
 * or the code of her second factor when she has one. A refusal keeps what she typed.
 */
const EmailChangeForm = ({ login, onSent }: { login: string; onSent: (email: string) => void }) => {
  const userId = useUserId() ?? '';
  const twoFactorOn = useTwoFactorOn(userId || undefined);
  const { offline } = useConnectivity();
  const [refused, setRefused] = useState<{ fields: EmailChangeErrors; alert: string | null } | null>(null);
  const { errors, busy, formProps, bind } = useForm({
    initial: { newEmail: '', password: '', code: '' },
    validate: (v: EmailChangeValues): EmailChangeErrors => {
      const [error] = emailChangeErrors(v.newEmail, login);
      const proof = twoFactorOn
        ? { code: v.code.trim() ? undefined : 'required-field' }
        : { password: v.password ? undefined : 'required-field' };
      return Object.fromEntries(
        Object.entries({ newEmail: error?.errorCode, ...proof }).filter(([, code]) => code !== undefined),
      );
    },
  });

  const send = async (v: EmailChangeValues) => {
    if (!requireOnline()) return;
    setRefused(null);
    try {
      await requestEmailChange(
        userId,
        v.newEmail,
        twoFactorOn ? { code: v.code.trim() } : { password: v.password },
      );
      onSent(v.newEmail.trim());
    } catch (error) {
      const fields = fieldsOf(error);
      if (Object.keys(fields).length > 0) setRefused({ fields, alert: null });
      else if (error instanceof ApiError && error.kind === 'http' && error.status < 500)
        setRefused({ fields: {}, alert: errorText(error) });
      else showErrorDialog(error);
    }
  };

  // the server's reasons show until she edits that field again
  const shown = (field: keyof EmailChangeErrors): string | undefined =>
    profileErrorText(errors[field] ?? refused?.fields[field]);
  const clearOnEdit = (field: keyof EmailChangeErrors) => {
    const bound = bind(field);
    return {
      ...bound,
      onChange: (e: { target: { value: string } }) => {
        if (refused?.fields[field])
          setRefused((r) => (r ? { ...r, fields: { ...r.fields, [field]: undefined } } : r));
        bound.onChange(e);
      },
    };
  };

  return (
    <form className="flex flex-col gap-3" {...formProps(send)}>
      <TextField
        type="email"
        label={t('account.email.newEmail')}
        maxLength={EMAIL_MAX}
        autoComplete="email"
        {...clearOnEdit('newEmail')}
        error={shown('newEmail')}
      />
      {twoFactorOn ? (
        <TextField
          label={t('account.email.code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          {...clearOnEdit('code')}
          error={shown('code')}
        />
      ) : (
        <TextField
          type="password"
          label={t('account.email.password')}
          autoComplete="current-password"
          maxLength={1024}
          {...clearOnEdit('password')}
          error={shown('password')}
        />
      )}
      {refused?.alert ? <FormAlert text={refused.alert} /> : null}
      <p className="m-0 text-sm text-muted">
        {offline ? t('account.email.offline') : t('account.email.onlineOnly')}
      </p>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={busy || offline}>
          {t('account.email.send')}
        </Button>
      </div>
    </form>
  );
};

/**
 * The login email and its change: a link is mailed to the new address, and the change happens when
 * it is opened (this screen, `?email-token=`). Online only.
 */
export const EmailChangeSection = () => {
  const me = useMe();
  const confirmation = useLinkConfirmation();
  const [sent, setSent] = useState<{ to: string; count: number } | null>(null);
  const login = me.data?.loginEmail ?? '';
  const support = useSupportSession();

  return (
    <CardSection id="account-email" title={t('account.email.title')}>
      {confirmation ? (
        <div
          role={confirmation.kind === 'failed' ? 'alert' : 'status'}
          className={`rounded-xl p-3 ${confirmation.kind === 'failed' ? 'border-l-4 border-l-error bg-error-soft' : 'bg-primary-soft'}`}
        >
          {confirmation.kind === 'busy' ? (
            <p className="m-0">{t('account.email.confirming')}</p>
          ) : confirmation.kind === 'done' ? (
            <p className="m-0 font-semibold">{t('account.email.confirmed', { email: confirmation.email })}</p>
          ) : (
            <>
              <p className="m-0 font-semibold">{t('errors.email_change_error')}</p>
              <p className="m-0">{t('account.email.linkInvalid')}</p>
            </>
          )}
        </div>
      ) : null}
      <p className="m-0">
        {t('account.email.current')} <strong className="break-all">{login}</strong>
      </p>
      {support ? null : (
        <>
          <p className="m-0 text-muted">
            {t('account.email.how', { hours: String(EMAIL_CHANGE_TTL_HOURS) })}
          </p>
          <p className="m-0 text-muted">
            {t('account.email.protected', { days: String(EMAIL_CHANGE_CANCEL_DAYS) })}
          </p>
        </>
      )}
      {/* a new, empty form once a link is sent (no error shown on its empty field) */}
      {support ? (
        <SupportLockedNotice />
      ) : (
        <EmailChangeForm
          key={sent?.count ?? 0}
          login={login}
          onSent={(to) => setSent((s) => ({ to, count: (s?.count ?? 0) + 1 }))}
        />
      )}
      {sent ? (
        <p role="status" className="m-0 rounded-xl bg-primary-soft p-3">
          {t('account.email.sent', { email: sent.to, hours: String(EMAIL_CHANGE_TTL_HOURS) })}
        </p>
      ) : null}
    </CardSection>
  );
};
