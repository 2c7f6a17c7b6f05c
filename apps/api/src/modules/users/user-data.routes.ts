import type { FastifyInstance } from 'fastify';
import {
  deleteAccount,
  deletePicture,
  exportAccount,
  getPicture,
  markAvatarBadgeSeen,
  setPicture,
} from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import { FILE_RESPONSE_HEADERS, contentDisposition } from '../files/files.service';
import type { UserDataService } from './user-data.service';

export const userDataRoutes =
  (service: UserDataService) =>
  async (app: FastifyInstance): Promise<void> => {
    // After the security-headers plugin: the picture and the ZIP keep the file answers' own CSP.
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.config.contractRoute;
      if ((route === getPicture || route === exportAccount) && reply.statusCode === 200) {
        void reply.headers({
          ...FILE_RESPONSE_HEADERS,
          ...(route === exportAccount ? { 'cache-control': 'no-store' } : {}),
        });
      }
      return payload;
    });

    registerRoute(app, getPicture, async ({ query, reply }) => {
      const { type, stream, size } = await service.picture(query.userId);
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
