import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { UNREAD_COUNT_KEY } from '../data/messages';
import { getSession } from '../lib/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorDialog } from '../ui/error-dialog';
import { SnackbarHost } from '../ui/snackbar-host';
import { useSessionRefresh } from './use-session-refresh';

/** Around every route: scroll to top on navigation, unread count refresh, global UI parts. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useSessionRefresh();

  // Each navigation starts at the top (not the first screen: it is there already, and scrolling
  // would lay the page out in the task that mounts it). The unread count is read again on each
  // navigation; a read already on its way (the badge's first one) is kept, not cancelled and resent.
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current) window.scrollTo(0, 0);
    navigated.current = true;
    if (getSession())
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }, { cancelRefetch: false });
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
