/** The notifications screen (a lazy route); the bell is imported by the header from its own file. */
export { NotificationsPage } from './components/notifications-page';
