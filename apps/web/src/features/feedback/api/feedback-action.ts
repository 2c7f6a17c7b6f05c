import { routeTable } from '@relais/contract/routes';
import type { FeedbackBody } from '@relais/domain/rules';
import { call } from '../../../lib/api-client';
import { defineAction } from '../../../offline';

export const SEND_FEEDBACK = 'feedback.send';

const EXCERPT_MAX = 60;
/** The text's first words on one line, cut at `EXCERPT_MAX` characters with an ellipsis. */
export const feedbackExcerpt = (text: string): string => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length <= EXCERPT_MAX ? line : `${line.slice(0, EXCERPT_MAX - 1).trimEnd()}…`;
};

/** POST /feedback: the text and the screen it was written on; who sent it is the session's user. */
export const sendFeedbackAction = defineAction<FeedbackBody, typeof SEND_FEEDBACK>({
  type: SEND_FEEDBACK,
  send: (body, { idempotencyKey }) => call(routeTable.sendFeedback, { body, idempotencyKey }),
  // her words show in the pending-actions list, so a refused one is never a text she cannot see again
  describe: (body) => ({
    key: 'shellExtras.feedback.describe',
    values: { excerpt: feedbackExcerpt(body.text) },
  }),
});
