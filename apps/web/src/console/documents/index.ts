export { DocumentsPage } from './components/documents-page';
// the assistant record's file tab (issue 29) decides with the queue's own component
export { DocumentDecision } from './components/document-decision';
export { DocumentPreview } from './components/document-preview';
