import { memo, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../lib/i18n';
import { discard, editPathOf, sendNow, usePendingActions, type PendingAction } from '../../offline';
import { Button } from '../../ui/button';
import { confirmAction } from '../../ui/confirm-store';
import { ageText } from './age-text';
import { describeAction, stateText } from './describe';

const STATE_STYLE = {
  waiting: 'bg-secondary-soft text-secondary',
  sending: 'bg-primary-soft text-primary',
  parked: 'bg-error/10 text-error',
} as const;

const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

const confirmDiscard = async (id: string): Promise<void> => {
  const confirmed = await confirmAction({
    title: t('offline.discardTitle'),
    text: t('offline.discardText'),
    confirmLabel: t('offline.discardConfirm'),
    cancelLabel: t('offline.cancel'),
  });
  if (confirmed) await discard(id);
};

const ActionItem = memo(function ActionItem({ action, now }: { action: PendingAction; now: number }) {
  const navigate = useNavigate();
  const edit = editPathOf(action);
  const parked = action.state === 'parked';
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="m-0 text-[1.08rem] font-semibold">{describeAction(action)}</p>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-[0.92rem] font-semibold ${STATE_STYLE[action.state]}`}
        >
          {stateText(action.state)}
        </span>
      </div>
      <p className="m-0 text-muted">
        {ageText(action.createdAt, now)}
        {action.attempts > 0 && ` · ${t('offline.attempts', { count: action.attempts })}`}
      </p>
      {parked && action.lastError && (
        <p role="alert" className="m-0 rounded-lg bg-error/10 p-2 text-error">
          {action.lastError.message}
        </p>
      )}
      {parked && (
        <div className="flex justify-end gap-2">
          {edit && (
            <Button variant="secondary" onClick={() => void navigate(edit)}>
              {t('offline.edit')}
            </Button>
          )}
          <Button variant="text" onClick={() => void confirmDiscard(action.id)}>
            {t('offline.discard')}
          </Button>
        </div>
      )}
    </li>
  );
});

/** `/pending-actions`: every queued action of this user, its state and age; parked ones can be edited or discarded. */
export const PendingActionsPage = () => {
  // the app's own bookkeeping (silent actions) is not the user's to see
  const actions = usePendingActions().filter((a) => !a.silent);
  const now = useNow();
  const [sending, setSending] = useState(false);
  const send = () => {
    setSending(true);
    void sendNow().finally(() => setSending(false));
  };
  return (
    <section aria-labelledby="pending-title" className="flex flex-col gap-3">
      <h2 id="pending-title" className="sr-only">
        {t('offline.pendingTitle')}
      </h2>
      <div className="flex items-center justify-between gap-3">
        <p className="m-0 text-[1.08rem] text-muted">{t('offline.count', { count: actions.length })}</p>
        <Button onClick={send} disabled={sending || actions.every((a) => a.state === 'parked')}>
          {t('offline.sendNow')}
        </Button>
      </div>
      {actions.length === 0 ? (
        <p className="m-0 rounded-xl bg-white p-5 text-muted shadow-sm">{t('offline.empty')}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {actions.map((action) => (
            <ActionItem key={action.id} action={action} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
};
