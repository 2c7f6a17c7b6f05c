import { Link, useLocation } from 'react-router';
import { t } from '../lib/i18n';
import { useConnectivity } from './connectivity';

/** Spec 4: 'Actuellement en mode hors ligne' while offline, with a way to the pending actions. */
export const OfflineToast = () => {
  const { offline } = useConnectivity();
  const { pathname } = useLocation();
  if (!offline) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-16 z-40 flex justify-center px-3">
      <div className="flex w-full max-w-md items-center gap-3 rounded-lg bg-ink/90 px-4 py-2 text-white shadow-lg">
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
