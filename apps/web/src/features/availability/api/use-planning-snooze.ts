import { enqueue, usePendingActions, useUserId } from '../../../offline';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { snoozeAction } from './availability-actions';

/**
 * The planning-update warning's snooze, shown on the availability screen and on home: how many of
 * the user's snoozes wait in the outbox (the warning hides meanwhile), and a way to queue one.
 */
export const usePlanningSnooze = () => {
  const userId = useUserId() ?? '';
  const waiting = usePendingActions(snoozeAction).filter((a) => a.body.assistantId === userId).length;
  const snooze = (untilDate: string) =>
    void enqueue(snoozeAction, { assistantId: userId, untilDate }).catch(showErrorDialog);
  return { waiting, snooze };
};
