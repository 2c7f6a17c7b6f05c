export { QuotesPage } from './components/quotes-page';
