import { lazy, Suspense, useEffect, useState } from 'react';
import { apiPath, authRouteTable } from '@relais/contract/routes/auth';
import { send } from '../../../lib/http';
import { withAllMessages } from '../../../lib/i18n';
import type { ExternalSignInProps, SignInOptions } from './external-sign-in-buttons';

/** The buttons and their texts, loaded only when there is something to show (none on most servers). */
const ExternalSignInButtons = lazy(() => withAllMessages(import('./external-sign-in-buttons')));

/**
 * The single sign-on and Google buttons under the login form, each shown only when the server has
 * it configured (a tiny public call after the first paint), or when either sent the browser back
 * here (`?sso-error=`, Google's fragment).
 */
export const ExternalSignIn = (props: ExternalSignInProps) => {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [cameBack] = useState(
    () => new URLSearchParams(props.search).has('sso-error') || window.location.hash.length > 1,
  );

  useEffect(() => {
    const controller = new AbortController();
    send(apiPath(authRouteTable.signInOptions), { credentials: 'omit', signal: controller.signal })
      .then(async (res) => (res.ok ? setOptions((await res.json()) as SignInOptions) : undefined))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const configured = options?.sso || (options?.googleClientId && options.googleAuthUrl);
  if (!cameBack && !configured) return null;
  return (
    <Suspense fallback={null}>
      <ExternalSignInButtons {...props} options={options} />
    </Suspense>
  );
};
