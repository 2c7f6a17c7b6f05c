export { AssistantsPage } from './components/assistants-page';
