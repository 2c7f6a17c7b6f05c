import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/session';
import { confirmLogout } from '../../offline';
import { confirmDiscardOnLogout } from '../offline-reports';

/** Logout: confirm when queued actions would be lost, revoke the session, forget cached data, go to /login. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    if (!(await confirmLogout(confirmDiscardOnLogout))) return;
    await logout();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
};
