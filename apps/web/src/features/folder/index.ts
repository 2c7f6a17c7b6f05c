/** The administrative file (`/user/file`): each document's state, and sending or replacing it. */
export { FolderPage } from './components/folder-page';
export * from './actions';
