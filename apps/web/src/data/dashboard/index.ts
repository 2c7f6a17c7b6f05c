export { dashboardKey } from './keys';
