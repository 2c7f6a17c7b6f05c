import type { FastifyInstance } from 'fastify';
import { deleteFile, getFileContent, getFileToken, uploadFile } from '@relais/contract';
import { AppError } from '../../plugins/app-error';
import { registerRoute } from '../../plugins/contract-routes';
import type { FilesService } from './files.service';
import { ParsedUpload, useMultipartBodies } from './multipart-body';

/** RFC 5987 / 6266 `filename*` value: UTF-8, percent-encoded, nothing that could end the header. */
export const contentDisposition = (name: string): string =>
  `inline; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

const notMultipart = (): AppError =>
  new AppError(400, 'validation_failed', 'Send the file as multipart/form-data', {
    errors: [{ errorCode: 'required-field', field: 'file' }],
  });

export const filesRoutes =
  (service: FilesService) =>
  async (app: FastifyInstance): Promise<void> => {
    // This plugin is encapsulated: the multipart parser applies to the files routes only.
    useMultipartBodies(app);

    registerRoute(app, uploadFile, async ({ auth, request }) => {
      const body = request.body;
      if (!(body instanceof ParsedUpload)) throw notMultipart();
      return service.upload(auth.userId, body, { userId: auth.userId, ip: request.ip });
    });

    registerRoute(app, getFileToken, async ({ query }) => service.token(query.userId, query.fileId));

    registerRoute(app, getFileContent, async ({ query, reply }) => {
      const { file, bytes } = await service.content(query.token);
      void reply.headers({
        'content-type': file.type,
        'content-disposition': contentDisposition(file.name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=300',
      });
      return bytes;
    });

    registerRoute(app, deleteFile, async ({ auth, query, request }) =>
      service.remove(auth.userId, query.fileId, { userId: auth.userId, ip: request.ip }),
    );
  };
