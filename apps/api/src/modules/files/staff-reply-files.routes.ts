import type { FastifyInstance } from 'fastify';
import { deleteStaffReplyFile, uploadStaffReplyFile } from '@relais/contract';
import { AppError, notFound } from '../../plugins/app-error';
import { registerRoute } from '../../plugins/contract-routes';
import { uploadTempDirOf } from './files.routes';
import type { FilesService } from './files.service';
import { ParsedUpload, discardUpload, useMultipartBodies } from './multipart-body';

const notMultipart = (): AppError =>
  new AppError(400, 'validation_failed', 'Send the file as multipart/form-data', {
    errors: [{ errorCode: 'required-field', field: 'file' }],
  });

/**
 * The team inbox's reply files (issue 29): a staff member uploads a file for a reply to a conversation
 * (her compose's checks, rate and quota) or removes one still pending. Here, not in the messages
 * module, because the multipart parser is the files module's; the conversation's existence is the
 * team inbox's (`conversationExists`, given by app.ts).
 */
export const staffReplyFilesRoutes =
  (deps: { files: FilesService; conversationExists: (conversationId: string) => Promise<boolean> }) =>
  async (app: FastifyInstance): Promise<void> => {
    useMultipartBodies(app, uploadTempDirOf(app.appConfig));

    // rate and quota before the body is read, as POST /files (after the permission check: onRequest)
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.routeOptions.config.contractRoute === uploadStaffReplyFile && request.auth) {
        await deps.files.admit(request.auth.userId);
      }
      return payload;
    });

    const conversation = async (conversationId: string): Promise<void> => {
      if (!(await deps.conversationExists(conversationId))) throw notFound('Conversation');
    };

    registerRoute(app, uploadStaffReplyFile, async ({ auth, params, request }) => {
      const body = request.body;
      try {
        if (!(body instanceof ParsedUpload)) throw notMultipart();
        await conversation(params.conversationId);
        return await deps.files.reply.upload(auth.userId, params.conversationId, body, {
          userId: auth.userId,
          ip: request.ip,
        });
      } finally {
        await discardUpload(body);
      }
    });

    registerRoute(app, deleteStaffReplyFile, async ({ auth, params, request }) => {
      await conversation(params.conversationId);
      return deps.files.reply.remove(auth.userId, params.conversationId, params.fileId, {
        userId: auth.userId,
        ip: request.ip,
      });
    });
  };
