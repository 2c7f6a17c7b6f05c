import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/error-message';
import { t } from '../../../lib/i18n';
import { signInWithHelpdesk } from '../../../lib/session';

export type HelpdeskSignInProps = { login: string; random: string; onSignedIn: (target: string) => void };

/**
 * `/login?helpdesk=true&login=…&random=…` (spec 2): exchanges the helpdesk link once for a support
 * session of that assistant (any session of this browser was signed out first) and goes home. A
 * used, expired or wrong link says so; the sign-in form stays below it. Loaded only for such links.
 */
const HelpdeskSignIn = ({ login, random, onSignedIn }: HelpdeskSignInProps) => {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signInWithHelpdesk(login, random).then((result) => {
      if (result.ok) onSignedIn('/');
      else setError(errorText(result.error));
    });
  }, [login, random, onSignedIn]);

  return error ? (
    <p role="alert" className="mx-4 mb-4 rounded-lg bg-error-soft px-3 py-2 font-semibold text-error">
      {error}
    </p>
  ) : (
    <p role="status" className="mx-4 mb-4 rounded-lg bg-primary-soft px-3 py-2 font-semibold">
      {t('helpdesk.signingIn')}
    </p>
  );
};

export default HelpdeskSignIn;
