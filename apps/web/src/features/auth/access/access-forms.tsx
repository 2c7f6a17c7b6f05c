import type { AccessMode, AccessScreenProps } from './access-mode';
import { EmailRequestForm } from './email-request-form';
import { NewPasswordForm } from './new-password-form';

/**
 * The access forms of /login, loaded on demand (see access-screen.tsx): a new password from a
 * link's token (reset, subscription), or an email to send a link to (forgot password, first login).
 */
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
