import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/session';

/** Logout: revoke the session, forget cached data, go to /login. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
};
