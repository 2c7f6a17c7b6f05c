import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../../data/assistant';
import { useFontSizeSync } from '../../features/preferences';
import { t } from '../../lib/i18n';
import { OfflineToast } from './offline-toast';
import { removeStaticHero } from '../../ui/brand-hero';
import { BottomNav } from './bottom-nav';
import { clientMayOpen } from './nav-rules';
import { Header } from './header';
import { FeedbackButtonSlot } from './menu/feedback-slot';
import { SideDrawer } from './side-drawer';
import { SupportBanner } from './support-banner';

/** The signed-in shell: header, content (the matched screen, or `children`), bottom navigation and the help drawer. */
export const ShellLayout = ({ children }: { children?: ReactNode }) => {
  const [drawerOpen, setDrawerOpen] = useState(false);
  useFontSizeSync();
  // before the first paint of the shell: a frame with both would shift the whole page down then up
  useLayoutEffect(() => removeStaticHero(), []);
  const { pathname } = useLocation();
  const isClient = useMe().data?.isClient === true;
  // an assistant's screen opened by a client user: its home instead
  if (isClient && !children && !clientMayOpen(pathname)) return <Navigate to="/home" replace />;

  return (
    <div className="min-h-dvh pb-24">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <SupportBanner />
      <Header onOpenDrawer={() => setDrawerOpen(true)} />
      <OfflineToast />
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-4">
        {children ?? <Outlet />}
      </main>
      {!isClient && <BottomNav />}
      <FeedbackButtonSlot />
      <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </div>
  );
};
