export { AvailabilityPage } from './availability-page';
