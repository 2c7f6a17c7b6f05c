import { useRouteError } from 'react-router';
import { t } from '../../lib/i18n';
import { useConnectivity } from '../../offline';
import { Button } from '../../ui/button';
import { screenErrorKind } from '../screen-error-kind';

/**
 * A screen of the shell that fails to load shows here, inside the shell (header and bottom
 * navigation stay, the other screens still open). Offline, a screen whose code was never fetched
 * says so and waits for the connection; otherwise the page can be reloaded.
 */
export const ScreenError = () => {
  const error = useRouteError();
  const { offline } = useConnectivity();
  const kind = screenErrorKind(error, offline || navigator.onLine === false);
  return (
    <section
      aria-labelledby="screen-error-title"
      role="alert"
      className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="screen-error-title" className="m-0 text-[1.3rem] font-bold">
        {t(kind === 'offline' ? 'routeError.offlineTitle' : 'routeError.title')}
      </h2>
      <p className="m-0 text-[1.08rem] text-muted">
        {t(kind === 'offline' ? 'routeError.offlineText' : 'routeError.text')}
      </p>
      {kind === 'broken' && (
        <Button className="self-start" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      )}
    </section>
  );
};
