import type { FastifyInstance } from 'fastify';
import { getFolder, putFolderDocument, reviewFolderDocument } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { FolderService } from './folder.service';

/** The administrative file: the assistant's documents, and the staff decision on each. */
export const folderRoutes =
  (service: FolderService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, getFolder, async ({ params }) => service.get(params.id));
    registerRoute(app, putFolderDocument, async ({ params, body }) =>
      service.send(params.id, params.fileType, body),
    );
    registerRoute(app, reviewFolderDocument, async ({ params, body, auth, request }) =>
      service.review(params.assistantId, params.fileType, body, { userId: auth.userId, ip: request.ip }),
    );
  };
