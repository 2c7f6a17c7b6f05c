/** The provider's console (/staff): loaded only for a staff session, apart from the assistant's app. */
export { ConsoleApp } from './console-app';
export { loadConsoleTexts } from './i18n';
