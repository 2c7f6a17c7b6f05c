export { AvailabilityPage } from './components/availability-page';
export * from './actions';
export { SnoozeForm } from './components/snooze-form';
