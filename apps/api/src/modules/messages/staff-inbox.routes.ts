import type { FastifyInstance } from 'fastify';
import {
  assignStaffInboxConversation,
  getStaffInboxConversation,
  getStaffInboxFileContent,
  listStaffInbox,
  replyStaffInboxConversation,
  setStaffInboxConversationState,
} from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import { contentDisposition, FILE_RESPONSE_HEADERS, INLINE_TYPES } from '../files/files.service';
import type { StaffInboxService } from './staff-inbox.service';

/**
 * The console's team inbox (issue 29): the list, a thread (audited), an attachment's bytes (audited),
 * a reply, assignee and state.
 */
export const staffInboxRoutes =
  ({ staffInbox }: { staffInbox: StaffInboxService }) =>
  async (app: FastifyInstance): Promise<void> => {
    // After the security-headers plugin (registered first): the bytes keep the files' own CSP.
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.routeOptions.config.contractRoute === getStaffInboxFileContent &&
        reply.statusCode === 200
      ) {
        void reply.headers(FILE_RESPONSE_HEADERS);
      }
      return payload;
    });
    // the bytes as GET /files/content serves them (inline for images and PDFs), the read audited
    registerRoute(app, getStaffInboxFileContent, async ({ params, request, reply }) => {
      const file = await staffInbox.attachment(params.conversationId, params.fileId);
      await auditStaffRead(request, params.conversationId);
      void reply.headers({
        ...FILE_RESPONSE_HEADERS,
        'content-type': file.type,
        'content-length': String(file.size),
        'content-disposition': contentDisposition(
          file.name,
          INLINE_TYPES.has(file.type) ? 'inline' : 'attachment',
        ),
      });
      return file.stream;
    });
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
