/** Messaging: the four lists (/messaging/{tab}) and reading a message (/messaging/{tab}/{id}). */
export { MessagingPage } from './components/messaging-page';
export { MessagePage } from './components/message-page';
