import type { FastifyInstance } from 'fastify';
import {
  archiveMessages,
  createMessage,
  deleteMessage,
  getMessage,
  getMessageRecipients,
  getNewestMessages,
  listMessages,
  getStaffUnansweredMessages,
  listStaffConversation,
  sendStaffMessage,
  updateMessage,
} from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { MessagesService } from './messages.service';

/** Messaging (issue 16): the caller's lists, one message, writes, archiving, and the staff side. */
export const messagesRoutes =
  (service: MessagesService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getNewestMessages, async ({ params }) => service.newest(params.id));
    registerRoute(app, listMessages, async ({ params, query }) =>
      service.list(params.id, params.type, query),
    );
    registerRoute(app, getMessageRecipients, async ({ params }) => service.recipients(params.id));
    registerRoute(app, getMessage, async ({ params }) => service.get(params.id, params.messageId));
    registerRoute(app, createMessage, async ({ params, body }) => service.create(params.id, body));
    registerRoute(app, updateMessage, async ({ params, body }) =>
      service.update(params.id, params.messageId, body),
    );
    registerRoute(app, deleteMessage, async ({ params }) => {
      await service.remove(params.id, params.messageId);
      return { success: true as const };
    });
    registerRoute(app, archiveMessages, async ({ params, query, body }) =>
      service.archive(params.id, query.action, body.ids),
    );
    registerRoute(app, getStaffUnansweredMessages, async () => service.unansweredByTeam());
    registerRoute(app, listStaffConversation, async ({ params, auth, request }) =>
      service.staffConversation(params.id, { userId: auth.userId, ip: request.ip }),
    );
    registerRoute(app, sendStaffMessage, async ({ params, body, auth, request }) =>
      service.staffSend(params.id, body, { userId: auth.userId, ip: request.ip }),
    );
  };
