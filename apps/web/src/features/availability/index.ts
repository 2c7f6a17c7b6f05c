export { AvailabilitySections } from './components/availability-sections';
export * from './actions';
export { SnoozeForm } from './components/snooze-form';
