import { z } from 'zod';
import {
  fileContentQuerySchema,
  fileDeleteQuerySchema,
  fileSchema,
  fileTokenQuerySchema,
  fileTokenSchema,
} from '@relais/domain';
import { defineRoute, emptyResponse } from './route';
import { routeTable } from './routes';

/**
 * POST /files is multipart: the text fields follow `fileUploadFieldsSchema` (domain) and the `file`
 * part carries the bytes. The server checks name, size (5 MB) and content (pdf, jpeg, png: the whole
 * file must be what its signature, its name's extension and its declared type say; images decoded,
 * PDFs checked for structure and active content), the user's quota (413) and upload rate (429),
 * stores it under a random name and answers its description.
 */
export const uploadFile = defineRoute({
  ...routeTable.uploadFile,
  summary: 'Upload a file (multipart: file + usage, eventId, expenseOrder, ...)',
  auth: 'user',
  multipart: true,
  response: fileSchema,
  errors: [
    'authentication_required',
    'access_denied',
    'not_found',
    'validation_failed',
    'required-field',
    'file_name_not_allowed',
    'image_too_big',
    'file_content_type_not_allowed',
    'file_content_invalid',
    'pdf_active_content',
    'file_quota_exceeded',
    'too_many_uploads',
    'validated_file_cannot_be_replaced',
  ],
});

export const getFileToken = defineRoute({
  ...routeTable.getFileToken,
  summary: 'A short-lived link to read one of the caller’s files',
  auth: 'user',
  query: fileTokenQuerySchema,
  ownerQuery: 'userId',
  response: fileTokenSchema,
  errors: ['authentication_required', 'access_denied', 'not_found', 'validation_failed'],
});

export const getFileContent = defineRoute({
  ...routeTable.getFileContent,
  summary: 'The bytes of a file, for the holder of a link from GET /files/token (5 minutes)',
  auth: 'public',
  query: fileContentQuerySchema,
  raw: true,
  response: z.unknown(),
  errors: ['authentication_required', 'not_found'],
});

export const deleteFile = defineRoute({
  ...routeTable.deleteFile,
  summary: 'Delete one of the caller’s files (not one attached to a submitted report)',
  auth: 'user',
  query: fileDeleteQuerySchema,
  response: emptyResponse,
  errors: ['authentication_required', 'access_denied', 'not_found', 'validated_file_cannot_be_replaced'],
});

export const fileRoutes = [uploadFile, getFileToken, getFileContent, deleteFile] as const;
