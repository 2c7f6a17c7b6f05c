export { ReportsPage } from './components/reports-page';
export { ReportPage } from './components/report-page';
