import { t } from '../lib/i18n';

/** On the form of a queued action the server refused: that it was refused, its reason, what to do. */
export const RefusedNotice = ({
  action,
}: {
  action: { state: string; lastError: { message: string } | null } | undefined;
}) =>
  action?.state === 'parked' && action.lastError ? (
    <div role="alert" className="flex flex-col gap-1 rounded-xl border-l-4 border-l-error bg-error-soft p-3">
      <p className="m-0 font-semibold">{t('offline.refusedBanner')}</p>
      <p className="m-0">{action.lastError.message}</p>
      <p className="m-0">{t('offline.refusedFix')}</p>
    </div>
  ) : null;
