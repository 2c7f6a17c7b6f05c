import { useEffect } from 'react';
import { Link, useLoaderData, type RouteObject } from 'react-router';
import { t } from '../lib/i18n';
import { ensureSession } from '../lib/session';
import { BrandHero } from '../ui/brand-hero';
import type { RouteHandle } from './route-handle';
import { ShellLayout } from './shell/shell-layout';

/** Whether the not-found screen is shown inside the shell (a session, or one to restore from the cookie). */
export const notFoundLoader = async (): Promise<{ signedIn: boolean }> => ({
  signedIn: await ensureSession(),
});

const Card = ({ heading: Heading }: { heading: 'h1' | 'h2' }) => (
  <section className="flex flex-col gap-3 rounded-xl bg-white p-5 text-center shadow-sm">
    <Heading className="m-0 text-[1.45rem] font-bold">{t('notFound.title')}</Heading>
    <p className="m-0 text-[1.08rem] text-muted">{t('notFound.text')}</p>
    <Link
      to="/home"
      className="mx-auto rounded-lg bg-primary px-4 py-3 font-semibold text-white hover:bg-primary-strong"
    >
      {t('notFound.home')}
    </Link>
  </section>
);

/** An unknown path: inside the shell (header, bottom navigation) for a signed-in user, alone otherwise. */
export const NotFound = () => {
  const signedIn = useLoaderData<typeof notFoundLoader>().signedIn;
  useEffect(() => {
    if (!signedIn) document.title = `${t('notFound.title')} – ${t('app.name')}`;
  }, [signedIn]);
  if (signedIn) {
    // the header shows the title (route handle): the card's heading is the page's second level
    return (
      <ShellLayout>
        <Card heading="h2" />
      </ShellLayout>
    );
  }
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 pb-10">
      <BrandHero />
      <Card heading="h1" />
    </main>
  );
};

export const notFoundHandle: RouteHandle = { titleKey: 'notFound.title', back: true };

/** The last route: every path no other route matches. */
export const notFoundRoute: RouteObject = {
  path: '*',
  loader: notFoundLoader,
  handle: notFoundHandle,
  element: <NotFound />,
};
