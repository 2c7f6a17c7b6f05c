import type { FastifyInstance } from 'fastify';
import {
  assignStaffInboxConversation,
  getStaffInboxConversation,
  listStaffInbox,
  replyStaffInboxConversation,
  setStaffInboxConversationState,
} from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import type { StaffInboxService } from './staff-inbox.service';

/** The console's team inbox (issue 29): the list, a thread (audited), a reply, assignee and state. */
export const staffInboxRoutes =
  ({ staffInbox }: { staffInbox: StaffInboxService }) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listStaffInbox, async ({ query, auth }) => staffInbox.list(auth.userId, query));
    registerRoute(app, getStaffInboxConversation, async ({ params, request }) => {
      const thread = await staffInbox.thread(params.conversationId);
      await auditStaffRead(request, params.conversationId);
      return thread;
    });
    registerRoute(app, replyStaffInboxConversation, async ({ params, body, auth, request }) =>
      staffInbox.reply(params.conversationId, body, { userId: auth.userId, ip: request.ip }),
    );
    registerRoute(app, assignStaffInboxConversation, async ({ params, body, auth, request }) =>
      staffInbox.assign(params.conversationId, body.assigneeId, { userId: auth.userId, ip: request.ip }),
    );
    registerRoute(app, setStaffInboxConversationState, async ({ params, body, auth, request }) =>
      staffInbox.setState(params.conversationId, body.state, { userId: auth.userId, ip: request.ip }),
    );
  };
