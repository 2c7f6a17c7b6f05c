import { t } from '../lib/i18n';

/** Stands in for a control a support session may not use (the server answers 403 to it anyway). */
export const SupportLockedNotice = () => (
  <p className="m-0 rounded-xl border-l-4 border-l-secondary bg-secondary-soft p-3 font-semibold">
    {t('helpdesk.locked')}
  </p>
);
