export { AvailabilitySections } from './components/availability-sections';
export * from './actions';
export { SnoozeForm } from './components/snooze-form';
export { usePlanningSnooze } from './api/use-planning-snooze';
