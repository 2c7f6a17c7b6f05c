export { AvatarSection } from './components/avatar-section';
