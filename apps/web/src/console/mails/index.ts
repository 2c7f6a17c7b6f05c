export { FailedMailsPage } from './components/failed-mails-page';
