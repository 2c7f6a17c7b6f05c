export { AvailabilityPage } from './components/availability-page';
export * from './actions';
