/** The activity history (/history). */
export { HistoryPage } from './components/history-page';
