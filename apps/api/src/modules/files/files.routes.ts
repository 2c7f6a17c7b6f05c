import type { FastifyInstance } from 'fastify';
import { cleanFileName } from '@relais/domain';
import { deleteFile, getFileContent, getFileToken, uploadFile } from '@relais/contract';
import { filesDirOf, type AppConfig } from '../../config';
import { AppError } from '../../plugins/app-error';
import { registerRoute } from '../../plugins/contract-routes';
import type { FilesService } from './files.service';
import { ParsedUpload, discardUpload, useMultipartBodies } from './multipart-body';

export type Disposition = 'inline' | 'attachment';

/**
 * RFC 6266 / 5987 header: `filename*` in UTF-8, percent-encoded (nothing can end the header), the
 * name cleaned of direction overrides, invisible characters and markup first.
 */
export const contentDisposition = (name: string, disposition: Disposition): string =>
  `${disposition}; filename*=UTF-8''${encodeURIComponent(cleanFileName(name)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** Only the images the app shows are displayed in place; anything else is downloaded. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * Headers of every file answer: no browser runs it (a sandboxed document without scripts, plugins
 * or same-origin access even when opened directly), no type guessing, no sharing across origins.
 */
export const FILE_RESPONSE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=300',
});

/** Where uploads wait, one temporary file each, while they are checked: beside the store, on its disk. */
export const uploadTempDirOf = (config: Pick<AppConfig, 'dataDir' | 'filesDir'>): string =>
  `${filesDirOf(config)}-incoming`;

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
      if (request.routeOptions.config.contractRoute === getFileContent && reply.statusCode === 200) {
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

    registerRoute(app, getFileContent, async ({ query, reply }) => {
      const { file, stream, size } = await service.content(query.token);
      const disposition: Disposition = INLINE_TYPES.has(file.type) ? 'inline' : 'attachment';
      void reply.headers({
        ...FILE_RESPONSE_HEADERS,
        'content-type': file.type,
        'content-length': String(size),
        'content-disposition': contentDisposition(file.name, disposition),
      });
      return stream;
    });

    registerRoute(app, deleteFile, async ({ auth, query, request }) =>
      service.remove(auth.userId, query.fileId, { userId: auth.userId, ip: request.ip }),
    );
  };
