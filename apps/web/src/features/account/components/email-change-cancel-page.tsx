import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_CHANGE_CANCEL_DAYS } from '@relais/domain/rules';
import { errorText } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useConnectivity } from '../../../offline';
import { BrandHero } from '../../../ui/brand-hero';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { inlineTextLink } from '../../../ui/text-link';
import { cancelEmailChange } from '../api/email-change';

/** The URL parameter of the cancel link mailed to the old address. */
export const CANCEL_TOKEN_PARAM = 'token';

type State =
  | { kind: 'ready' }
  | { kind: 'busy' }
  | { kind: 'done'; email: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; text: string };

/**
 * `/email-change/cancel?token=`: the public page of the link mailed to the old address at a login
 * email change (no session needed: whoever changed it may have her session, and she may have none).
 * Like the confirmation link (`?email-token=` on /user/account) the token leaves the address bar at
 * once; unlike it, nothing happens before she taps (a mail scanner opening the link cancels nothing).
 * Online only.
 */
export const EmailChangeCancelPage = () => {
  const [search, setSearch] = useSearchParams();
  const { offline } = useConnectivity();
  const [token] = useState(() => search.get(CANCEL_TOKEN_PARAM) ?? '');
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'invalid' });
  const cleared = useRef(false);

  useEffect(() => {
    if (cleared.current || !search.has(CANCEL_TOKEN_PARAM)) return;
    cleared.current = true;
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        next.delete(CANCEL_TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);

  const onCancel = async () => {
    setState({ kind: 'busy' });
    try {
      const { loginEmail } = await cancelEmailChange(token);
      setState({ kind: 'done', email: loginEmail });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http' && error.status === 400)
        setState({ kind: 'invalid' });
      else setState({ kind: 'failed', text: errorText(error) });
    }
  };

  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 pb-10">
      <BrandHero />
      <h1 className="m-0 text-xl font-bold">{t('account.emailCancel.title')}</h1>
      {state.kind === 'done' ? (
        <div role="status" className="flex flex-col gap-2 rounded-xl bg-primary-soft p-3">
          <p className="m-0 font-semibold">{t('account.emailCancel.done', { email: state.email })}</p>
          <p className="m-0">{t('account.emailCancel.advice')}</p>
        </div>
      ) : state.kind === 'invalid' ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border-l-4 border-l-error bg-error-soft p-3"
        >
          <p className="m-0 font-semibold">{t('errors.email_change_cancel_invalid')}</p>
          <p className="m-0">{t('account.emailCancel.invalidHelp')}</p>
        </div>
      ) : (
        <>
          <p className="m-0">{t('account.emailCancel.intro', { days: String(EMAIL_CHANGE_CANCEL_DAYS) })}</p>
          {state.kind === 'failed' ? <FormAlert text={state.text} /> : null}
          <Button
            variant="danger"
            block
            disabled={state.kind === 'busy' || offline}
            aria-busy={state.kind === 'busy' || undefined}
            onClick={() => void onCancel()}
          >
            {state.kind === 'busy' ? t('account.emailCancel.busy') : t('account.emailCancel.submit')}
          </Button>
          <p className="m-0 text-sm text-muted">
            {offline ? t('account.emailCancel.offline') : t('account.emailCancel.onlineOnly')}
          </p>
        </>
      )}
      <p className="m-0">
        <Link to="/login" className={inlineTextLink}>
          {t('account.emailCancel.toSignIn')}
        </Link>
      </p>
    </main>
  );
};
