import { Link, useLocation } from 'react-router';
import { t } from '../../lib/i18n';
import { useConnectivity } from '../../offline';

/** Spec 4: 'Actuellement en mode hors ligne' while offline, a band under the header with a way to the pending actions. */
export const OfflineToast = () => {
  const { offline } = useConnectivity();
  const { pathname } = useLocation();
  if (!offline) return null;
  return (
    <div role="status" className="bg-ink text-white">
      <div className="mx-auto flex w-full max-w-3xl items-center gap-3 px-4 py-2">
        <p className="m-0 flex-1 text-[1rem]">{t('offline.toast')}</p>
        {pathname !== '/pending-actions' && (
          <Link
            to="/pending-actions"
            className="rounded px-2 py-1 font-semibold text-[#9be3b4] hover:bg-white/10"
          >
            {t('offline.toastLink')}
          </Link>
        )}
      </div>
    </div>
  );
};
