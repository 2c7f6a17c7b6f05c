import { t } from '../lib/i18n';
import { Button } from '../ui/button';

/** Shown when a route fails to load (a lazy chunk that cannot be fetched, an unexpected error). */
export const RouteError = () => (
  <main id="main" className="mx-auto flex w-full max-w-md flex-col gap-3 px-4 py-10 text-center">
    <h1 className="m-0 text-[1.45rem] font-bold">{t('routeError.title')}</h1>
    <p className="m-0 text-[1.08rem] text-muted">{t('routeError.text')}</p>
    <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
  </main>
);
