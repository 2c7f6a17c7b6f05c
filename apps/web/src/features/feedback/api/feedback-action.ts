import { routeTable } from '@relais/contract/routes';
import type { FeedbackBody } from '@relais/domain/rules';
import { call } from '../../../lib/api-client';
import { defineAction } from '../../../offline';

export const SEND_FEEDBACK = 'feedback.send';

/** POST /feedback: the text and the screen it was written on; who sent it is the session's user. */
export const sendFeedbackAction = defineAction<FeedbackBody, typeof SEND_FEEDBACK>({
  type: SEND_FEEDBACK,
  send: (body, { idempotencyKey }) => call(routeTable.sendFeedback, { body, idempotencyKey }),
  describe: () => ({ key: 'shellExtras.feedback.describe' }),
});
