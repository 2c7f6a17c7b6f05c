import { reportIsDue, type InterventionEvent } from '@relais/domain/rules';

/** Whether a report editor may open: yes, not before the start (the server's `report_too_early`), or already sent. */
export type ReportOpening = 'open' | 'tooEarly' | 'sent';

/**
 * A report is written once the intervention has started (`reportIsDue`, the rule the server applies), and
 * again after a rejection; a queued report stays editable. Anything else has been sent already.
 */
export const reportOpening = (
  event: Pick<InterventionEvent, 'status' | 'reportStatus' | 'startDate'>,
  at: Date,
  queued: boolean,
): ReportOpening => {
  if (queued || event.reportStatus === 'REJECTED' || event.status === 'DONE') return 'open';
  if (event.status === 'SCHEDULED') return reportIsDue(new Date(event.startDate), at) ? 'open' : 'tooEarly';
  return 'sent';
};
