import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  deleteFile,
  getFileContent,
  getFileToken,
  getStaffEventFileContent,
  uploadFile,
} from '@relais/contract';
import { filesDirOf, type AppConfig } from '../../config';
import { AppError } from '../../plugins/app-error';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import {
  FILE_RESPONSE_HEADERS,
  INLINE_TYPES,
  contentDisposition,
  type Disposition,
  type FilesService,
} from './files.service';
import { ParsedUpload, discardUpload, useMultipartBodies } from './multipart-body';

export { FILE_RESPONSE_HEADERS, contentDisposition, type Disposition } from './files.service';

/** Where uploads wait, one temporary file each, while they are checked: beside the store, on its disk. */
export const uploadTempDirOf = (config: Pick<AppConfig, 'dataDir' | 'filesDir'>): string =>
  `${filesDirOf(config)}-incoming`;

type FileBytes = Awaited<ReturnType<FilesService['content']>>;

const notMultipart = (): AppError =>
  new AppError(400, 'validation_failed', 'Send the file as multipart/form-data', {
    errors: [{ errorCode: 'required-field', field: 'file' }],
  });

export const filesRoutes =
  (service: FilesService) =>
  async (app: FastifyInstance): Promise<void> => {
    // This plugin is encapsulated: the multipart parser and these hooks apply to the files routes only.
    useMultipartBodies(app, uploadTempDirOf(app.appConfig));

    // Rate and quota before the body is read: a refused upload costs no disk and no memory.
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.routeOptions.config.contractRoute === uploadFile && request.auth) {
        await service.admit(request.auth.userId);
      }
      return payload;
    });

    // After the security-headers plugin (registered first): a file answer keeps its own CSP.
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.config.contractRoute;
      if ((route === getFileContent || route === getStaffEventFileContent) && reply.statusCode === 200) {
        void reply.headers(FILE_RESPONSE_HEADERS);
      }
      return payload;
    });

    registerRoute(app, uploadFile, async ({ auth, request }) => {
      const body = request.body;
      if (!(body instanceof ParsedUpload)) throw notMultipart();
      try {
        return await service.upload(auth.userId, body, { userId: auth.userId, ip: request.ip });
      } finally {
        await discardUpload(body);
      }
    });

    registerRoute(app, getFileToken, async ({ query }) => service.token(query.userId, query.fileId));

    const sendFile = (reply: FastifyReply, { file, stream, size }: FileBytes) => {
      const disposition: Disposition = INLINE_TYPES.has(file.type) ? 'inline' : 'attachment';
      void reply.headers({
        ...FILE_RESPONSE_HEADERS,
        'content-type': file.type,
        'content-length': String(size),
        'content-disposition': contentDisposition(file.name, disposition),
      });
      return stream;
    };

    registerRoute(app, getFileContent, async ({ query, reply }) =>
      sendFile(reply, await service.content(query.token)),
    );

    // the reports queue: a proof viewed in place by staff (operations), audited as a staff read
    registerRoute(app, getStaffEventFileContent, async ({ params, reply, request }) => {
      const bytes = await service.eventFileContent(params.fileId);
      await auditStaffRead(request, bytes.file.ownerId);
      return sendFile(reply, bytes);
    });

    registerRoute(app, deleteFile, async ({ auth, query, request }) =>
      service.remove(auth.userId, query.fileId, { userId: auth.userId, ip: request.ip }),
    );
  };
