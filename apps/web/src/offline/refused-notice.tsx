import { t } from '../lib/i18n';
import type { PendingAction } from './types';

/** On the form of a queued action the server refused: its reason and what to do. */
export const RefusedNotice = ({
  action,
}: {
  action: Pick<PendingAction, 'state' | 'lastError'> | undefined;
}) =>
  action?.state === 'parked' && action.lastError ? (
    <p role="alert" className="m-0 rounded-xl border-l-4 border-l-error bg-error-soft p-3">
      {t('offline.refusedBanner', { reason: action.lastError.message })}
    </p>
  ) : null;
