export { InvoicesPage } from './components/invoices-page';
