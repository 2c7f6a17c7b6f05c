import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { UNREAD_COUNT_KEY } from '../features/messages';
import { hasSsoCookie } from '../lib/cookies';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorDialog } from '../ui/error-dialog';
import { SnackbarHost } from '../ui/snackbar-host';
import { useSessionRefresh } from './use-session-refresh';

/** Around every route: scroll to top on navigation, unread count refresh, global UI parts. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useSessionRefresh();

  useEffect(() => {
    window.scrollTo(0, 0);
    if (hasSsoCookie()) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
  }, [pathname, queryClient]);

  return (
    <>
      <Outlet />
      <SnackbarHost />
      <ConfirmDialog />
      <ErrorDialog />
    </>
  );
};
