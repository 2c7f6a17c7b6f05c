import type { FastifyInstance } from 'fastify';
import { getStaffDocumentChoices, getStaffDocumentContent, listStaffDocuments } from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import { contentDisposition, FILE_RESPONSE_HEADERS, INLINE_TYPES } from '../files/files.service';
import type { StaffDocumentsService } from './staff-documents.service';

/**
 * The console's documents queue (issue 28): its lists and a document's bytes. The decision is the
 * folder's review (folder.routes.ts).
 */
export const staffDocumentsRoutes =
  ({ staffDocuments }: { staffDocuments: StaffDocumentsService }) =>
  async (app: FastifyInstance): Promise<void> => {
    // After the security-headers plugin (registered first): the bytes keep the files' own CSP.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.contractRoute === getStaffDocumentContent && reply.statusCode === 200) {
        void reply.headers(FILE_RESPONSE_HEADERS);
      }
      return payload;
    });

    registerRoute(app, listStaffDocuments, async ({ query }) => staffDocuments.list(query));
    registerRoute(app, getStaffDocumentChoices, async () => staffDocuments.choices());

    // the bytes as GET /files/content serves them (inline for images), the read audited
    registerRoute(app, getStaffDocumentContent, async ({ params, request, reply }) => {
      const { assistantId, file, stream, size } = await staffDocuments.content(params.fileId);
      await auditStaffRead(request, assistantId);
      void reply.headers({
        ...FILE_RESPONSE_HEADERS,
        'content-type': file.type,
        'content-length': String(size),
        'content-disposition': contentDisposition(
          file.name,
          INLINE_TYPES.has(file.type) ? 'inline' : 'attachment',
        ),
      });
      return stream;
    });
  };
