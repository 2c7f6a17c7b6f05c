export { AccountDataSection } from './components/account-data-section';
