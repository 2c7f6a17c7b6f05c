import { routeTable } from '@relais/contract/routes';
import { call } from '../../lib/api-client';

/** The failed mails' query keys (the console's own client: nothing of it is persisted). */
export const staffMailKeys = { failed: ['staff', 'mails', 'failed'] as const };

/** The call answers the 200 newest at most; paged on screen. */
export const FAILED_MAILS_PAGE_SIZE = 25;

/** GET /staff/mails/failed (support): the mails whose retries are exhausted, newest first, with the reason. */
export const listFailedMails = () => call(routeTable.listFailedMails);
