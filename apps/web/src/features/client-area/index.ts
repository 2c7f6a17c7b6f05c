export { ClientHome } from './components/client-home';
export { QuotePage } from './components/quote-page';
