import { routeTable } from '@relais/contract/routes';
import { call } from '../../lib/api-client';

/** The feedback's query keys (the console's own client: nothing of it is persisted). */
export const staffFeedbackKeys = { all: ['staff', 'feedback'] as const };

/** The most the existing staff call gives (its contract: `limit` up to 200); paged on screen. */
export const FEEDBACK_LIMIT = 200;
export const FEEDBACK_PAGE_SIZE = 25;

/** GET /staff/feedback (support; audited `staff_feedback_read`), newest first. */
export const listFeedback = () => call(routeTable.listFeedback, { query: { limit: FEEDBACK_LIMIT } });
