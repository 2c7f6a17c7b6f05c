import { t } from '../../lib/i18n';
import { useSupportSession } from '../../lib/support-session';

/**
 * The 'Support' banner (spec 2 header) on every screen of a support session (staff acting as the
 * assistant after a helpdesk link). A live region: it is announced when the session starts.
 */
export const SupportBanner = () => {
  const support = useSupportSession();
  return (
    <div role="status" aria-live="polite">
      {support ? (
        <p className="m-0 bg-secondary px-4 py-2 text-center text-white" data-testid="support-banner">
          <strong>{t('helpdesk.banner')}</strong> <span className="text-sm">{t('helpdesk.bannerText')}</span>
        </p>
      ) : null}
    </div>
  );
};
