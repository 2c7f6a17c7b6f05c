/**
 * The availability action types, without the screens: the app imports this at start so the outbox
 * can replay (and show) queued taps after a reload before the availability screen is ever opened.
 */
export {
  setCellAction,
  snoozeAction,
  workPreferenceAction,
  SET_CELL,
  SNOOZE,
  WORK_PREFERENCE,
} from './api/availability-actions';
