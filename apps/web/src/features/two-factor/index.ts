export { TwoFactorSection } from './components/two-factor-section';
