/** Invoices: the readiness view, the months to invoice, the invoices, the pro-forma statements and the submission. */
export { InvoicesPage } from './components/invoices-page';
export { InvoicePage } from './components/invoice-page';
export { ProformaPage } from './components/proforma-page';
export * from './actions';
