import type { Premium } from '@relais/domain/rules';
import { resubmitAction, submitAction, toFile, type SubmitResult, type SubmitTexts } from '../../../offline';
import { submitReportAction, type SubmitReportBody } from '../api/report-action';
import { buildReport } from '../model/report-body';
import { premiumOpen } from '../model/report-check';
import type { ReportFormValues } from '../model/report-values';

/** What a submitted report says: sent once the server has it, else saved and waiting. */
export const REPORT_TEXTS: SubmitTexts = { sent: 'reports.saved', queued: 'reports.savedOffline' };

/**
 * Sends the report as typed (premium lines count only when the premium part is open) with its new
 * proofs: queued, or replacing the refused queued copy it edits (`actionId`).
 */
export const sendReport = (
  values: ReportFormValues,
  premium: Premium | null | undefined,
  body: Omit<SubmitReportBody, 'report' | 'uploads'>,
  actionId: string | undefined,
): Promise<SubmitResult> => {
  const built = buildReport(values, {
    premium: premiumOpen({ premiumEnabled: premium?.enabled ?? false, premium: premium?.state ?? 'NONE' }),
  });
  const full: SubmitReportBody = {
    ...body,
    report: built.input,
    uploads: built.uploads.map((u) => ({ line: u.line })),
  };
  const files = built.uploads.map((u) => u.file);
  return actionId
    ? resubmitAction(actionId, full, REPORT_TEXTS, files)
    : submitAction(submitReportAction, full, REPORT_TEXTS, files.map(toFile));
};
