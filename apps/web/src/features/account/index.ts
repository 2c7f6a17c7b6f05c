export { ProfileSection } from './components/profile-section';
export { EmailChangeSection } from './components/email-change-section';
export { PasswordChangeSection } from './components/password-change-section';
export { MailLanguageField } from './components/mail-language-field';
