/** Home's dashboard: the month's KPIs and warnings, the completion gauge and its celebration. */
export { DashboardKpis, DashboardWarnings } from './components/dashboard-summary';
export { CompletionSection } from './components/completion-section';
