import { z } from 'zod';
import {
  folderDocumentSchema,
  folderFileTypeSchema,
  folderReviewBodySchema,
  folderSchema,
  putFolderDocumentBodySchema,
} from '@relais/domain';
import { defineRoute, ownerRoute } from './route';
import { routeTable } from './routes';

export const getFolder = ownerRoute({
  ...routeTable.getFolder,
  summary:
    'The administrative file: every document type with its state (missing, sent, validated, refused, expired, expiring soon)',
  params: z.object({ id: z.string().min(1) }),
  response: folderSchema,
  errors: [],
});

export const putFolderDocument = ownerRoute({
  ...routeTable.putFolderDocument,
  summary:
    'Send a document: links a file uploaded with usage FOLDER (pdf where the type is pdf-only), its expiry date where the type has one, the IBAN and BIC for BANK_DETAILS',
  params: z.object({ id: z.string().min(1), fileType: folderFileTypeSchema }),
  body: putFolderDocumentBodySchema,
  response: folderDocumentSchema,
  errors: [
    'validation_failed',
    'bad_request',
    'not_found',
    'required-field',
    'date-in-future',
    'date-out-of-range',
    'file_content_type_not_allowed',
    'invalid_iban_or_bic',
    'validated_file_cannot_be_replaced',
  ],
});

export const reviewFolderDocument = defineRoute({
  ...routeTable.reviewFolderDocument,
  summary: "Staff: validate a sent document of an assistant's file, or refuse it with a reason",
  auth: 'staff',
  permission: 'recruitment',
  ownerExempt: 'staff only; every decision is written to the audit log',
  params: z.object({ assistantId: z.string().min(1), fileType: folderFileTypeSchema }),
  body: folderReviewBodySchema,
  response: folderDocumentSchema,
  errors: ['authentication_required', 'access_denied', 'not_found', 'validation_failed', 'required-field'],
});

export const folderRoutes = [getFolder, putFolderDocument, reviewFolderDocument] as const;
