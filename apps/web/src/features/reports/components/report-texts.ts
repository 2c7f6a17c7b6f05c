import type { SubmitTexts } from '../../../offline';

/** What a submitted report says: sent once the server has it, else saved and waiting. */
export const REPORT_TEXTS: SubmitTexts = { sent: 'reports.saved', queued: 'reports.savedOffline' };
