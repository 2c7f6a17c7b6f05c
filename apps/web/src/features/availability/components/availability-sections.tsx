import type { AvailabilityPart } from '@relais/domain/rules';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { enqueue, usePendingActions, type ActionDefinition } from '../../../offline';
import { isSettled, QueryState } from '../../../ui/query-state';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { usePreferences } from '../../../data/preferences';
import { setCellAction, workPreferenceAction } from '../api/availability-actions';
import { useAvailability } from '../api/availability-query';
import { usePlanningSnooze } from '../api/use-planning-snooze';
import { PlanningWarning } from './planning-warning';
import { WeekGrid } from './week-grid';
import { WorkPreferenceField } from './work-preference';
import { useUserId } from '../../../offline';
import { CardSection } from '../../../ui/card-section';

const card = 'flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm';

/**
 * The availability screen's own sections: the week grid, the planning warning and the work
 * preference, then `after` (the screen's other parts). What follows the grid shows once the week is
 * known: the warning (shown or not) and the grid would otherwise push down what was painted below.
 */
export const AvailabilitySections = ({ after }: { after: ReactNode }) => {
  const userId = useUserId() ?? '';
  const availability = useAvailability();
  const preferences = usePreferences();
  const cellActions = usePendingActions(setCellAction);
  const planningSnooze = usePlanningSnooze();
  const workActions = usePendingActions(workPreferenceAction);

  const pendingCells = cellActions.map((a) => a.body).filter((b) => b.assistantId === userId);
  const snoozed = planningSnooze.waiting > 0;
  const lastWork = workActions
    .map((a) => a.body)
    .filter((b) => b.userId === userId)
    .at(-1);
  const workPreference = lastWork?.value ?? preferences.data?.['workPreference'];

  const queue = <B, T extends string>(def: ActionDefinition<B, T>, body: B) =>
    void enqueue(def, body).catch(showErrorDialog);
  const toggle = (numDay: number, part: AvailabilityPart, value: boolean) =>
    queue(setCellAction, { assistantId: userId, numDay, part, value });

  return (
    <>
      <CardSection id="availability-week" title={t('availability.weekTitle')} className={card}>
        <p className="m-0 text-muted">{t('availability.legend')}</p>
        {availability.data ? (
          <WeekGrid grid={availability.data} pending={pendingCells} onToggle={toggle} />
        ) : (
          <QueryState query={availability} area="availability" />
        )}
      </CardSection>
      {isSettled(availability) && (
        <>
          {availability.data?.planningUpdateDue && !snoozed && (
            <PlanningWarning onSnooze={planningSnooze.snooze} />
          )}
          <WorkPreferenceField
            value={workPreference}
            pending={lastWork !== undefined}
            onChange={(value) => queue(workPreferenceAction, { userId, value })}
          />
          {after}
        </>
      )}
    </>
  );
};
