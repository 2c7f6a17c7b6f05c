/**
 * The availability action types, without the screens: the app lists them for the outbox (app/offline-actions.ts), so it can replay (and show) queued taps after a reload before the availability screen is ever opened.
 */
export {
  setCellAction,
  snoozeAction,
  workPreferenceAction,
  SET_CELL,
  SNOOZE,
  WORK_PREFERENCE,
} from './api/availability-actions';
