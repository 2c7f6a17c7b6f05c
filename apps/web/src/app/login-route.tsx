import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginScreen } from '../features/auth';
import { t } from '../lib/i18n';

/** /login inside the full app (after a logout or a guard redirect). */
export const LoginRoute = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${t('login.title')} – ${t('app.name')}`;
  }, []);
  return (
    <LoginScreen
      key={search}
      search={search}
      onSignedIn={(target) => void navigate(target, { replace: true })}
    />
  );
};
