import { SnoozeForm, usePlanningSnooze } from '../../features/availability';
import { DashboardWarnings } from '../../features/dashboard';

/** Home's warnings: the dashboard's card, whose planning warning snoozes through the availability feature. */
export const HomeWarnings = () => {
  const snooze = usePlanningSnooze();
  return (
    <DashboardWarnings
      snoozesWaiting={snooze.waiting}
      planningSnooze={<SnoozeForm onSnooze={snooze.snooze} />}
    />
  );
};
