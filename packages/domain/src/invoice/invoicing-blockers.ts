import { folderDocumentPath } from '../folder/folder.rules';
import type { READINESS_BLOCKERS } from './invoice.rules';

/** One blocker of the readiness view: its code, where it is fixed, a count or a date when it has one. */
export type InvoicingBlocker = {
  code: (typeof READINESS_BLOCKERS)[number];
  path: string;
  count: number | null;
  date: string | null;
};

/**
 * What keeps her from invoicing, from her facts and the previous month's report counts (reports to
 * write: scheduled or done; awaiting validation: terminated), in the readiness view's order. The
 * readiness view (`readinessOf`, which adds the invalidated invoices) and the console's directory
 * (its blocker filter and column) both read it.
 */
export const invoicingBlockers = (f: {
  toWrite: number;
  awaiting: number;
  insuranceLimit: string | null;
  signedDate: string | null;
  /** Today and the day submissions open (`nextSubmissionDay`), YYYY-MM-DD. */
  today: string;
  opensOn: string;
}): InvoicingBlocker[] => {
  const blockers: InvoicingBlocker[] = [];
  const block = (code: InvoicingBlocker['code'], path: string, extra: Partial<InvoicingBlocker> = {}) =>
    blockers.push({ code, path, count: null, date: null, ...extra });
  if (f.toWrite > 0) block('reports_to_write', '/visit/report/edit', { count: f.toWrite });
  if (f.awaiting > 0) block('reports_awaiting_validation', '/activity/missions', { count: f.awaiting });
  const limit = f.insuranceLimit;
  const insurance = folderDocumentPath('PROFESSIONAL_INSURANCE');
  if (!limit) block('insurance_missing', insurance);
  else if (limit < f.today) block('insurance_expired', insurance, { date: limit });
  else if (limit < f.opensOn) block('insurance_expires_before_window', insurance, { date: limit });
  if (!f.signedDate) block('contract_not_signed', folderDocumentPath('SIGNED_CONTRACT'));
  return blockers;
};
