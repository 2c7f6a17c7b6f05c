export { AssistantRecordPage } from './components/record-page';
