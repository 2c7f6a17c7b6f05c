import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  deleteAccount,
  deletePicture,
  exportAccount,
  getPicture,
  getStaffAssistantPicture,
  markAvatarBadgeSeen,
  setPicture,
} from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import { FILE_RESPONSE_HEADERS, contentDisposition } from '../files/files.service';
import type { UserDataService } from './user-data.service';

export const userDataRoutes =
  (service: UserDataService) =>
  async (app: FastifyInstance): Promise<void> => {
    // After the security-headers plugin: the picture and the ZIP keep the file answers' own CSP.
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.config.contractRoute;
      const bytes = route === getPicture || route === getStaffAssistantPicture || route === exportAccount;
      if (bytes && reply.statusCode === 200) {
        void reply.headers({
          ...FILE_RESPONSE_HEADERS,
          ...(route === exportAccount ? { 'cache-control': 'no-store' } : {}),
        });
      }
      return payload;
    });

    const sendPicture = async (userId: string, reply: FastifyReply) => {
      const { type, stream, size } = await service.picture(userId);
      void reply.headers({
        ...FILE_RESPONSE_HEADERS,
        'content-type': type,
        'content-length': String(size),
        'content-disposition': contentDisposition(
          type === 'image/png' ? 'avatar.png' : 'avatar.jpg',
          'inline',
        ),
      });
      return stream;
    };

    registerRoute(app, getPicture, async ({ query, reply }) => sendPicture(query.userId, reply));

    registerRoute(app, getStaffAssistantPicture, async ({ params, reply, request }) => {
      await auditStaffRead(request, params.id);
      return sendPicture(params.id, reply);
    });

    registerRoute(app, setPicture, async ({ auth, params, body, request }) =>
      service.setPicture(params.id, body.fileId, { userId: auth.userId, ip: request.ip }),
    );

    registerRoute(app, deletePicture, async ({ auth, params, request }) =>
      service.removePicture(params.id, { userId: auth.userId, ip: request.ip }),
    );

    registerRoute(app, markAvatarBadgeSeen, async ({ params, body }) =>
      service.markAvatarBadgeSeen(params.id, body.date),
    );

    registerRoute(app, exportAccount, async ({ auth, params, request, reply }) => {
      const { stream, name } = await service.exportZip(auth, params.id, {
        userId: auth.userId,
        ip: request.ip,
      });
      void reply.headers({
        ...FILE_RESPONSE_HEADERS,
        'cache-control': 'no-store',
        'content-type': 'application/zip',
        'content-disposition': contentDisposition(name, 'attachment'),
      });
      return stream;
    });

    registerRoute(app, deleteAccount, async ({ auth, params, body }) =>
      service.deleteAccount(auth, params.id, body.password),
    );
  };
