export { ReportEditPage } from './components/report-edit-page';
export { ReportViewPage } from './components/report-view-page';
export { RemoteWorkPage } from './components/remote-work-page';
export * from './actions';
